#!/usr/bin/env bash
# Solves the placement phase, and Lambs and Tigers under one captures rule, and builds the
# architecture-independent data package baghchal-tables (the `tables-package` target,
# packaging/TablesPackage.cmake):
#   build-tables-deb.sh --engine PATH --db PATH --work DIR --deb FILE --version V \
#       --maintainer "NAME <MAIL>" --homepage URL --datadir /usr/share/baghchal \
#       [--to-layer L] [--threads N] [--level N] [--lambs-captures N|all|none] [--lambs-to-layer L]
# The solve runs from layer 39 (which reads the endgame database --db) down to --to-layer (0, the
# whole placement phase, unless a test asks for less) into WORK/solve, its blocks compressed at
# zstd --level (15 unless given: 15% smaller than a user's solve, whose level 3 keeps the solve
# fast; any level reads at the same speed), which is kept: its files
# are the ones packaged, byte for byte. Then, unless --lambs-captures is none (the default), the
# Lambs and Tigers solve of that captures-to-win rule, layers 30 down to --lambs-to-layer (0
# unless a test asks for less), into WORK/lambs, also kept (its files at the solve's own zstd
# level: `solve --game lambs` has no other). The package holds whatever placement-NN.bct and
# lambs-wW-LL.lbt files the solves wrote, in --datadir, where the installed engine and game look
# without any setting (engine/io/DataFiles.h, engine/lambs/solve/Tables.h), plus the copyright
# file, the changelog and a lintian override (make-deb.sh).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
usage() {
  sed -n '5,7p' "${BASH_SOURCE[0]}" | sed 's/^# *//' >&2
  exit 2
}
engine='' db='' work='' deb='' version='' maintainer='' homepage='' datadir='' to_layer=0 threads=0 level=15
lambs=none lambs_to=0
while (($#)); do
  [ $# -ge 2 ] || usage
  case "$1" in
    --engine) engine=$2 ;;
    --db) db=$2 ;;
    --work) work=$2 ;;
    --deb) deb=$2 ;;
    --version) version=$2 ;;
    --maintainer) maintainer=$2 ;;
    --homepage) homepage=$2 ;;
    --datadir) datadir=$2 ;;
    --to-layer) to_layer=$2 ;;
    --threads) threads=$2 ;;
    --level) level=$2 ;;
    --lambs-captures) lambs=$2 ;;
    --lambs-to-layer) lambs_to=$2 ;;
    *) usage ;;
  esac
  shift 2
done
for v in engine db work deb version maintainer homepage datadir; do
  [ -n "${!v}" ] || usage
done
# The rule as the solve takes it, and as the file names write it (lambs-wW-LL.lbt, W = 15 for
# every goat).
case "$lambs" in
  none) ;;
  all) lambs_w=15 ;;
  [1-9] | 1[0-5]) lambs_w=$lambs ;;
  *)
    echo "error: --lambs-captures: expected 1..15, all or none, got '$lambs'" >&2
    exit 2
    ;;
esac
command -v dpkg-deb >/dev/null || { echo "error: dpkg-deb is needed to build the package" >&2; exit 1; }
# Dates and messages the same whatever the caller's locale.
export LC_ALL=C

# A fresh solve every time: this script runs only when the engine or the range changed, and
# layers left over from an older engine must not end up in the package.
rm -rf "$work"
mkdir -p "$work/solve"
solve=("$engine" solve --out "$work/solve" --from-layer 39 --to-layer "$to_layer" --db "$db"
  --level "$level")
[ "$threads" = 0 ] || solve+=(--threads "$threads")
echo "${solve[*]}"
"${solve[@]}"
shopt -s nullglob
layers=("$work"/solve/placement-*.bct)
shopt -u nullglob
if [ ${#layers[@]} = 0 ]; then
  echo "error: the solve wrote no placement-*.bct files into $work/solve" >&2
  exit 1
fi
lambs_layers=()
if [ "$lambs" != none ]; then
  mkdir -p "$work/lambs"
  solve=("$engine" solve --game lambs --captures "$lambs" --out "$work/lambs" --from-layer 30
    --to-layer "$lambs_to")
  [ "$threads" = 0 ] || solve+=(--threads "$threads")
  echo "${solve[*]}"
  "${solve[@]}"
  # The layer files only: a finished solve has removed its checkpoints (*.part) already.
  shopt -s nullglob
  lambs_layers=("$work"/lambs/lambs-w"$lambs_w"-[0-9][0-9].lbt)
  shopt -u nullglob
  if [ ${#lambs_layers[@]} = 0 ]; then
    echo "error: the Lambs solve wrote no lambs-w$lambs_w-*.lbt files into $work/lambs" >&2
    exit 1
  fi
fi

# The staging tree. The layer files are hard links to the solve's (the full set is 719 MB:
# no second copy), so the package holds the solve's very bytes.
root=$work/root
mkdir -p "$root$datadir"
for f in "${layers[@]}" "${lambs_layers[@]}"; do
  ln "$f" "$root$datadir/" 2>/dev/null || cp "$f" "$root$datadir/"
done
# The summary line and the words for the Lambs rule.
summary="solved placement phase for Bagh-Chal (Tigers and Goats)"
if [ "$lambs" != none ]; then
  summary="solved tables for Bagh-Chal and for Lambs and Tigers"
  case "$lambs" in
    all) who="every goat is" ;;
    1) who="one goat is" ;;
    *) who="$lambs goats are" ;;
  esac
fi
control=$work/control
cat >"$control" <<EOF
Package: baghchal-tables
Version: $version
Architecture: all
Multi-Arch: foreign
Maintainer: $maintainer
Section: games
Priority: optional
Homepage: $homepage
Description: $summary
 The exact value (win, draw or loss) of every position of the placement phase
 of Bagh-Chal, the part of the game in which goats are still being put on the
 board, as solved by backward induction from the endgame database by
 baghchal-engine.
 .
 With these tables installed, the baghchal game and baghchal-engine analyse
 exactly from the first move: every move of every placement position gets its
 exact win, draw or loss, with no solve step on the user's machine. Both find
 the tables in $datadir with no setting.
EOF
if [ "$lambs" != none ]; then
  cat >>"$control" <<EOF
 .
 It also holds Lambs and Tigers (Aadu Puli Attam), Bagh-Chal's 23-point sister
 game, solved whole under one house rule: the tigers win when $who
 taken. That game too is analysed exactly from its first move.
EOF
fi
if [ "$to_layer" != 0 ]; then
  printf ' .\n This build holds only layers 39 to %s (a partial solve, for testing).\n' "$to_layer" \
    >>"$control"
fi
if [ "$lambs" != none ] && [ "$lambs_to" != 0 ]; then
  printf ' .\n Of Lambs and Tigers only layers 30 to %s (a partial solve, for testing).\n' \
    "$lambs_to" >>"$control"
fi

# The layer files are blocks compressed with zstd already: gzip gains 0.03% on them and would
# take minutes over 900 MB, so the data member is stored uncompressed (a lintian override says
# so; the control member is compressed). make-deb.sh adds the copyright file, the changelog,
# md5sums and Installed-Size, and makes the bytes the same from build to build.
"$here/make-deb.sh" --root "$root" --control "$control" --copyright "$here/copyright" \
  --changelog "$here/changelog" --overrides "$here/baghchal-tables.lintian-overrides" \
  --compress none --out "$deb" >"$work/make-deb.log"
installed_size=$(dpkg-deb -f "$deb" Installed-Size)
# The staging tree is only links and small files; the solve stays for comparison and reuse.
rm -rf "$root"
bytes=$(stat -c %s "${layers[@]}" | awk '{s += $1} END {print s}')
files="${#layers[@]} layer files, $bytes bytes"
if [ "$lambs" != none ]; then
  lambs_bytes=$(stat -c %s "${lambs_layers[@]}" | awk '{s += $1} END {print s}')
  files+="; Lambs (captures $lambs): ${#lambs_layers[@]} layer files, $lambs_bytes bytes"
fi
echo "$deb: $files; $(stat -c %s "$deb") bytes, Installed-Size $installed_size KiB"
