#!/usr/bin/env bash
# Builds the packages baghchal and baghchal-data (the `deb` target) and checks what they hold
# and say, then runs their programs unpacked together:
#   check-deb.sh BUILD_DIR OUT_DIR PROGRAM_DEB DATA_DEB BINDIR
# BINDIR is where the programs install (/usr/games). Everything else is written below OUT_DIR.
# Fails (exit 1) naming every problem.
set -euo pipefail
build=$1 out=$2 program=$3 data=$4 bindir=$5
export LC_ALL=C
rm -rf "$out"
mkdir -p "$out"
cmake --build "$build" --target deb >"$out/build.log" 2>&1 || {
  cat "$out/build.log" >&2
  exit 1
}
fail=0
problem() {
  echo "$*" >&2
  fail=1
}
field() { dpkg-deb -f "$1" "$2"; }
version=$(field "$program" Version)
for deb in "$program" "$data"; do
  echo "$(basename "$deb"): $(stat -c %s "$deb") bytes, Installed-Size $(field "$deb" Installed-Size) KiB"
  [ "$(field "$deb" Version)" = "$version" ] || problem "$deb: Version $(field "$deb" Version)"
  [ "$(field "$deb" Section)" = games ] || problem "$deb: Section is not games"
  # Debian's form: a synopsis, then lines under 80 columns, none begun by a CMake list's ';'.
  dpkg-deb -f "$deb" Description | awk -v d="$deb" 'length($0) >= 80 || /^ *;/ {
    print d ": description line \"" $0 "\"" > "/dev/stderr"; bad = 1 } END {exit bad}' ||
    fail=1
done
# baghchal: the programs of this architecture, at most 10 MiB; baghchal-data: the rest, for all.
[ "$(stat -c %s "$program")" -le $((10 * 1024 * 1024)) ] || problem "$program is over 10 MiB"
[ "$(field "$program" Architecture)" = "$(dpkg --print-architecture)" ] ||
  problem "baghchal: Architecture $(field "$program" Architecture)"
depends=$(field "$program" Depends)
echo "Depends: $depends"
for dep in "baghchal-data (= $version)" qt6-qpa-plugins libqt6svg6 \
  'fonts-noto-core | fonts-lohit-deva' libqt6widgets6 libqt6multimedia6 libqt6network6 libc6 \
  zlib1g libzstd1; do
  grep -qF "$dep" <<<"$depends" || problem "baghchal: missing dependency: $dep"
done
[ "$(field "$program" Recommends)" = "baghchal-tables (= $version)" ] ||
  problem "baghchal: Recommends is '$(field "$program" Recommends)'"
[ "$(field "$data" Architecture)" = all ] || problem "baghchal-data: not Architecture: all"
[ "$(field "$data" Multi-Arch)" = foreign ] || problem "baghchal-data: not Multi-Arch: foreign"
# It takes over the files the one package of 0.1.0 held.
for f in Replaces Breaks; do
  [ "$(field "$data" $f)" = "baghchal (<< 0.2.0)" ] || problem "baghchal-data: $f is '$(field "$data" $f)'"
done

# The files: each where it belongs, and in the one package only.
program_files=$(dpkg-deb -c "$program" | awk '{print $6}')
data_files=$(dpkg-deb -c "$data" | awk '{print $6}')
expect() {
  local list=$1 path=$2
  grep -qxF "$path" <<<"$list" || problem "missing in package: $path"
}
for path in ".$bindir/baghchal" ".$bindir/baghchal-engine" \
  ./usr/share/applications/io.github.baghchal.Baghchal.desktop \
  ./usr/share/metainfo/io.github.baghchal.Baghchal.metainfo.xml \
  ./usr/share/icons/hicolor/scalable/apps/io.github.baghchal.Baghchal.svg \
  ./usr/share/man/man6/baghchal.6.gz ./usr/share/man/man6/baghchal-engine.6.gz \
  ./usr/share/doc/baghchal/copyright ./usr/share/doc/baghchal/changelog.gz; do
  expect "$program_files" "$path"
done
for path in ./usr/share/baghchal/baghchal-endgame.db ./usr/share/baghchal/book/placement-00.bct \
  ./usr/share/baghchal/book/placement-10.bct ./usr/share/baghchal/book/lambs-w15-00.lbt \
  ./usr/share/doc/baghchal-data/copyright ./usr/share/doc/baghchal-data/changelog.gz; do
  expect "$data_files" "$path"
done
if grep -q '^\./usr/share/baghchal/' <<<"$program_files"; then
  problem "baghchal holds data: $(grep '^\./usr/share/baghchal/' <<<"$program_files" | head -n 3)"
fi
if grep -qE '/(s?bin|games)/' <<<"$data_files"; then problem "baghchal-data holds a program"; fi
# The database is installed whole (a truncated copy would be refused at run time).
size=$(dpkg-deb -c "$data" | awk '$6 == "./usr/share/baghchal/baghchal-endgame.db" {print $3}')
want=$(stat -c %s "$build/bin/baghchal-endgame.db")
[ "$size" = "$want" ] || problem "database in package has $size bytes, build has $want"

root=$out/root
dpkg-deb -x "$program" "$root"
dpkg-deb -x "$data" "$root"
# Stripped: no symbol table left.
for exe in baghchal baghchal-engine; do
  if readelf -S "$root$bindir/$exe" | grep -q '\.symtab'; then problem "$bindir/$exe is not stripped"; fi
done
# No build path in a program (packaging/Reproducible.cmake): neither the build folder nor the
# sources'.
src=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
for exe in baghchal baghchal-engine; do
  for dir in "$(realpath "$build")" "$src"; do
    if strings "$root$bindir/$exe" | grep -qF "$dir"; then problem "$bindir/$exe names $dir"; fi
  done
done
# The desktop entry starts the program where the package puts it.
exec_line=$(grep '^Exec=' "$root/usr/share/applications/io.github.baghchal.Baghchal.desktop")
[ "$exec_line" = "Exec=$bindir/baghchal %f" ] || problem "desktop entry: $exec_line"

# The unpacked engine, run with no options and no environment that could point elsewhere, finds
# the packaged data through games/../share/baghchal: the database (an exact value for a
# sliding-phase position) and the opening book (the start position and every first move exact).
mkdir -p "$out/home"
engine=("env" "-i" "HOME=$out/home" "$root$bindir/baghchal-engine")
answer=$("${engine[@]}" analyse "TGGGT/GGGGG/GG1G1/GGGGG/TGGGT t g0 c1" --depth 1 2>&1 | head -n 2)
echo "$answer"
if ! grep -q "^position loss exact plies 8$" <<<"$answer" || grep -q "no usable" <<<"$answer"; then
  problem "the packaged engine does not use the packaged database"
fi
answer=$("${engine[@]}" analyse "T3T/5/5/5/T3T g g20 c0" --depth 1 2>&1)
head -n 3 <<<"$answer"
moves=$(grep -c "^move " <<<"$answer" || true)
exact=$(grep -cE "^move [A-E][1-5] (win|draw|loss) exact" <<<"$answer" || true)
if ! grep -q "^position draw exact" <<<"$answer" || [ "$moves" != 21 ] || [ "$exact" != 21 ]; then
  problem "the packaged engine does not use the packaged opening book ($exact of $moves first moves exact)"
fi
# Lambs and Tigers' every-goat rule is solved in the book: a goats' position of the middle of the
# placement (7 goats placed, its layer read through the tigers' layer after it) is exact, every
# move too.
answer=$("${engine[@]}" analyse --game lambs "G/1GGG2/2T1T1/2T2G/1GG1 g g8 c0" --depth 1 2>&1)
head -n 2 <<<"$answer"
moves=$(grep -c "^move " <<<"$answer" || true)
exact=$(grep -cE "^move [0-9]+ (win|draw|loss) exact" <<<"$answer" || true)
if ! grep -q "^position win exact" <<<"$answer" || [ "$moves" = 0 ] || [ "$exact" != "$moves" ]; then
  problem "the packaged engine does not use the packaged Lambs tables ($exact of $moves moves exact)"
fi
# The unpacked game starts and shows its window (its status bar then says whether analysis is
# exact; the picture stays in OUT_DIR to look at).
if ! env -i HOME="$out/home" QT_QPA_PLATFORM=offscreen "$root$bindir/baghchal" \
  --screenshot "$out/start.png" --screenshot-delay 800 >/dev/null 2>&1 || [ ! -s "$out/start.png" ]; then
  problem "the packaged game did not start and draw its window"
fi
rm -rf "$root"
exit $fail
