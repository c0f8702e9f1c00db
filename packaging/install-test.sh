#!/usr/bin/env bash
# Installs the three packages as a user would, on this machine, starts the programs from their
# installed paths, and purges them (CTest's install_packages, label install; .ci/run):
#   install-test.sh [--from OLD_DEB]... PROGRAM_DEB DATA_DEB TABLES_DEB
# `apt-get install ./….deb`, then: the engine in /usr/games analyses a position of the placement
# phase with exact values from the installed tables (and with estimates once pointed away from
# /usr/share/baghchal), the window starts offscreen, the man pages and the desktop entry are
# where they are announced. `apt-get purge` then leaves no file of the packages behind, also when
# a step fails midway (a trap), so no other test finds installed data.
# With --from, the given (older) packages are installed first, a player's home is made with them
# (settings and a kept game, written by the old game), and the new packages are installed over
# them: the home must be byte for byte the same after the upgrade, and read by the new game.
# It changes /usr, so it runs only when BAGHCHAL_INSTALL_TEST=1 (else it is skipped: exit 77),
# as root or with sudo, and refuses to start while any of the packages is installed already.
set -euo pipefail
export LC_ALL=C DEBIAN_FRONTEND=noninteractive
old=()
while [ "${1:-}" = --from ]; do
  old+=("$(realpath "$2")")
  shift 2
done
[ $# = 3 ] || {
  sed -n '4p' "${BASH_SOURCE[0]}" | sed 's/^# *//' >&2
  exit 2
}
if [ "${BAGHCHAL_INSTALL_TEST:-}" != 1 ]; then
  echo "skipped: this test installs packages in /usr; set BAGHCHAL_INSTALL_TEST=1 to run it"
  exit 77
fi
debs=()
for deb in "$@"; do
  [ -f "$deb" ] || { echo "error: no package $deb (run ctest -L package first)" >&2; exit 1; }
  debs+=("$(realpath "$deb")")
done
SUDO=''
[ "$(id -u)" = 0 ] || SUDO='sudo -n'
packages=(baghchal baghchal-data baghchal-tables)
for p in "${packages[@]}"; do
  if dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null | grep -qv '^not-installed$'; then
    echo "error: $p is installed already; this test would not leave the machine as it found it" >&2
    exit 1
  fi
done
start=$SECONDS
work=$(mktemp -d)
# Every file the packages ship (directories aside: /usr/games and the like are shared).
files() { for deb in "$@"; do dpkg-deb -c "$deb" | awk '$1 !~ /^d/ {print substr($6, 2)}'; done; }
files "${debs[@]}" "${old[@]}" | sort -u >"$work/files"
apt=($SUDO apt-get -y -q -o DPkg::Lock::Timeout=300 --no-install-recommends)
purge() {
  local installed=() p
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null | grep -qv '^not-installed$' &&
      installed+=("$p")
  done
  ((${#installed[@]} == 0)) || "${apt[@]}" purge "${installed[@]}" >"$work/purge.log" 2>&1 ||
    cat "$work/purge.log" >&2
}
left_behind() {
  local path n=0
  while read -r path; do
    if [ -e "$path" ] || [ -L "$path" ]; then
      echo "left behind: $path" >&2
      n=$((n + 1))
    fi
  done <"$work/files"
  for path in /usr/share/baghchal /usr/share/doc/baghchal /usr/share/doc/baghchal-data \
    /usr/share/doc/baghchal-tables; do
    [ ! -e "$path" ] || { echo "left behind: $path" >&2; n=$((n + 1)); }
  done
  return $((n > 0))
}
cleanup() {
  local rc=$?
  trap - EXIT
  purge
  left_behind || rc=1
  rm -rf "$work"
  exit $rc
}
trap cleanup EXIT
trap 'exit 130' INT TERM
fail=0
problem() {
  echo "$*" >&2
  fail=1
}

home=$work/home
mkdir -p "$home"
game() { env -i HOME="$home" PATH=/usr/bin:/bin QT_QPA_PLATFORM=offscreen "$@"; }
if ((${#old[@]})); then
  echo "installing the packages to upgrade from: ${old[*]##*/}"
  "${apt[@]}" install "${old[@]}" >"$work/apt-old.log" 2>&1 || { cat "$work/apt-old.log" >&2; exit 1; }
  old_game=$(dpkg -L baghchal | grep -E '/s?(bin|games)/baghchal$' | head -n 1)
  # A player's home as the old game leaves it: the settings (language, the set-up of the next
  # game), and the game in progress it keeps for the next start.
  game "$old_game" --new-game --screenshot "$work/old.png" --screenshot-delay 500 >/dev/null 2>&1 ||
    problem "the old game did not start"
  # The player chose Nepali (View > Language: the key ui/language of app/window/Language.cpp).
  conf=$home/.config/baghchal/baghchal.conf
  mkdir -p "$(dirname "$conf")"
  touch "$conf"
  if grep -q '^\[ui\]' "$conf"; then
    sed -i '/^\[ui\]/a language=ne' "$conf"
  else
    printf '[ui]\nlanguage=ne\n' >>"$conf"
  fi
  (cd "$home" && find . -type f -print0 | sort -z | xargs -0r sha256sum) >"$work/home.before"
  echo "the player's home before the upgrade:"
  sed 's/^/  /' "$work/home.before"
fi

echo "apt-get install ${debs[*]##*/}"
"${apt[@]}" install "${debs[@]}" >"$work/apt.log" 2>&1 || { cat "$work/apt.log" >&2; exit 1; }
for p in "${packages[@]}"; do
  echo "  $(dpkg-query -W -f='${Package} ${Version} ${Architecture} ${db:Status-Status}' "$p")"
done
if ((${#old[@]})); then
  (cd "$home" && find . -type f -print0 | sort -z | xargs -0r sha256sum) >"$work/home.after"
  if cmp -s "$work/home.before" "$work/home.after"; then
    echo "the player's home after the upgrade: the same $(wc -l <"$work/home.after") files, byte for byte"
  else
    problem "the upgrade changed the player's home: $(diff "$work/home.before" "$work/home.after")"
  fi
fi

# Where the packages put things, and where the desktop entry and the man pages say they are.
for path in /usr/games/baghchal /usr/games/baghchal-engine /usr/share/baghchal/baghchal-endgame.db \
  /usr/share/baghchal/book/placement-00.bct /usr/share/man/man6/baghchal.6.gz \
  /usr/share/man/man6/baghchal-engine.6.gz \
  /usr/share/applications/io.github.baghchal.Baghchal.desktop; do
  [ -e "$path" ] || problem "not installed: $path"
done
exec_path=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' /usr/share/applications/io.github.baghchal.Baghchal.desktop)
[ -x "$exec_path" ] && echo "desktop entry: Exec=$exec_path" || problem "desktop entry: Exec=$exec_path"
if command -v man >/dev/null; then
  echo "man pages: $(man -w baghchal 2>/dev/null) $(man -w baghchal-engine 2>/dev/null)"
fi

# The installed engine, with no option and no environment that could point elsewhere: a position
# of the placement phase (tigers to move, 18 goats placed, layer 35: the tables package's lowest
# layer in the test's package, beyond the book and the database) exact, every move too; pointed
# away from the installed data, the same position has estimates only.
position="TGGGT/GGGGG/G3G/GGGGG/TGGGT t g2 c0"
echo "/usr/games/baghchal-engine analyse \"$position\" --depth 1"
answer=$(game /usr/games/baghchal-engine analyse "$position" --depth 1 2>&1 || true)
sed 's/^/  /' <<<"$answer"
moves=$(grep -c '^move ' <<<"$answer" || true)
exact=$(grep -cE '^move [^ ]+ (win|draw|loss) exact' <<<"$answer" || true)
if ! grep -qE '^position (win|draw|loss) exact' <<<"$answer" || [ "$moves" = 0 ] ||
  [ "$exact" != "$moves" ]; then
  problem "the installed engine does not read the installed tables ($exact of $moves moves exact)"
fi
mkdir -p "$work/nowhere"
away=$(game BAGHCHAL_DATA_DIRS="$work/nowhere" XDG_DATA_HOME="$work/nowhere" \
  /usr/games/baghchal-engine analyse "$position" --depth 1 2>&1 || true)
away=$(grep -m 1 '^position' <<<"$away" || true)
echo "  (with no data directory: $away)"
if grep -q ' exact' <<<"$away"; then problem "exact without the installed data: the check proves nothing"; fi
# The database: a position of the sliding phase, exact.
answer=$(game /usr/games/baghchal-engine analyse "TGGGT/GGGGG/GG1G1/GGGGG/TGGGT t g0 c1" --depth 1 2>&1 ||
  true)
answer=$(head -n 1 <<<"$answer")
echo "  sliding phase: $answer"
grep -q '^position loss exact plies 8$' <<<"$answer" || problem "the installed database is not read"
# The window, from its installed path.
if game /usr/games/baghchal --screenshot "$work/window.png" --screenshot-delay 800 >/dev/null 2>&1 &&
  [ -s "$work/window.png" ]; then
  echo "the installed game started and drew its window ($(stat -c %s "$work/window.png") bytes of PNG)"
else
  problem "the installed game did not start"
fi
if [ -n "${BAGHCHAL_INSTALL_TEST_KEEP:-}" ]; then
  mkdir -p "$BAGHCHAL_INSTALL_TEST_KEEP"
  cp "$work"/*.png "$BAGHCHAL_INSTALL_TEST_KEEP/" 2>/dev/null || true
fi

echo "apt-get purge ${packages[*]}"
purge
if left_behind; then
  echo "purged: none of the $(wc -l <"$work/files") files of the packages is left"
else
  fail=1
fi
echo "install, start and purge in $((SECONDS - start)) s"
exit $fail
