#!/usr/bin/env bash
# Solves the placement phase and builds the architecture-independent data package
# baghchal-tables (the `tables-package` target, packaging/TablesPackage.cmake):
#   build-tables-deb.sh --engine PATH --db PATH --work DIR --deb FILE --version V \
#       --maintainer "NAME <MAIL>" --homepage URL --datadir /usr/share/baghchal \
#       [--to-layer L] [--threads N] [--level N]
# The solve runs from layer 39 (which reads the endgame database --db) down to --to-layer (0, the
# whole placement phase, unless a test asks for less) into WORK/solve, its blocks compressed at
# zstd --level (15 unless given: 15% smaller than a user's solve, whose level 3 keeps the solve
# fast; any level reads at the same speed), which is kept: its files
# are the ones packaged, byte for byte. The package holds whatever placement-NN.bct files the
# solve wrote, in --datadir, where the installed engine and game look without any setting
# (engine/io/DataFiles.h), plus the copyright file and a changelog.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
usage() {
  sed -n '4,6p' "${BASH_SOURCE[0]}" | sed 's/^# *//' >&2
  exit 2
}
engine='' db='' work='' deb='' version='' maintainer='' homepage='' datadir='' to_layer=0 threads=0 level=15
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
    *) usage ;;
  esac
  shift 2
done
for v in engine db work deb version maintainer homepage datadir; do
  [ -n "${!v}" ] || usage
done
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

# The staging tree. The layer files are hard links to the solve's (the full set is 719 MB:
# no second copy), so the package holds the solve's very bytes.
root=$work/root
doc=$root/usr/share/doc/baghchal-tables
mkdir -p "$root$datadir" "$doc" "$root/DEBIAN"
for f in "${layers[@]}"; do
  ln "$f" "$root$datadir/" 2>/dev/null || cp "$f" "$root$datadir/"
done
cp "$here/baghchal-tables.copyright" "$doc/copyright"
# A native package's changelog, compressed as policy asks (gzip -n: no name or time stamp).
# SOURCE_DATE_EPOCH, when set, fixes its date (reproducible builds).
stamp=${SOURCE_DATE_EPOCH:-$(date +%s)}
{
  echo "baghchal-tables ($version) unstable; urgency=medium"
  echo
  echo "  * Placement tables solved by baghchal-engine $version (layers 39..$to_layer),"
  echo "    compressed at zstd level $level."
  echo
  echo " -- $maintainer  $(date -u -R -d "@$stamp")"
} | gzip -9 -n >"$doc/changelog.gz"
# dpkg-deb keeps the modes it finds: make them independent of the caller's umask.
find "$root" -type d -exec chmod 0755 {} +
find "$root" -type f -exec chmod 0644 {} +
if [ -n "${SOURCE_DATE_EPOCH:-}" ]; then
  find "$root" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
fi

# Installed-Size as dpkg-gencontrol counts it: each file's size in KiB rounded up, plus one for
# each directory.
installed_size=$(cd "$root" && find . -path ./DEBIAN -prune -o \( -type f -printf 'f %s\n' \) \
  -o \( -type d -printf 'd\n' \) | awk '$1 == "f" {k += int(($2 + 1023) / 1024)} $1 == "d" {k++}
                                        END {print k}')
(cd "$root" && find . -path ./DEBIAN -prune -o -type f -printf '%P\n' | sort | xargs md5sum) \
  >"$root/DEBIAN/md5sums"
cat >"$root/DEBIAN/control" <<EOF
Package: baghchal-tables
Version: $version
Architecture: all
Multi-Arch: foreign
Section: games
Priority: optional
Maintainer: $maintainer
Installed-Size: $installed_size
Homepage: $homepage
Description: solved placement phase for Bagh-Chal (Tigers and Goats)
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
if [ "$to_layer" != 0 ]; then
  printf ' .\n This build holds only layers 39 to %s (a partial solve, for testing).\n' "$to_layer" \
    >>"$root/DEBIAN/control"
fi

# The layer files are blocks compressed with zstd already: gzip gains 0.03% on them and would
# take minutes over 719 MB, so the data member is stored uncompressed. --root-owner-group: the
# files belong to root in the package whoever builds it.
dpkg-deb --root-owner-group -Znone --build "$root" "$deb.tmp" >/dev/null
mv "$deb.tmp" "$deb"
# The staging tree is only links and small files; the solve stays for comparison and reuse.
rm -rf "$root"
bytes=$(stat -c %s "${layers[@]}" | awk '{s += $1} END {print s}')
echo "$deb: ${#layers[@]} layer files, $bytes bytes, Installed-Size $installed_size KiB"
