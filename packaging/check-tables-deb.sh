#!/usr/bin/env bash
# Builds the baghchal-tables data package from a partial solve (layers 39..35, about 20 s on two
# cores) and checks what it holds:
#   check-tables-deb.sh OUT_DIR BINDIR BUILD_OPTIONS...
# BUILD_OPTIONS are build-tables-deb.sh's --engine, --db, --version, --maintainer, --homepage
# and --datadir, as the tables-package target passes them (packaging/TablesPackage.cmake);
# BINDIR is where the main package installs the engine. Everything is written below OUT_DIR.
# Fails (exit 1) naming every problem.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=$1 bindir=$2
shift 2
build_options=("$@")
engine='' version='' datadir='' level=15
while (($#)); do
  case "$1" in
    --engine) engine=$2 ;;
    --level) level=$2 ;;
    --version) version=$2 ;;
    --datadir) datadir=$2 ;;
  esac
  shift
done
if [ -z "$engine" ] || [ -z "$version" ] || [ -z "$datadir" ]; then
  echo "error: --engine, --version and --datadir are needed" >&2
  exit 2
fi
export LC_ALL=C
rm -rf "$out"
mkdir -p "$out"
deb=$out/baghchal-tables_${version}_all.deb
"$here/build-tables-deb.sh" "${build_options[@]}" --work "$out/work" --deb "$deb" \
  --to-layer 35 --threads 2 >"$out/build.log" 2>&1 || {
  cat "$out/build.log" >&2
  exit 1
}
tail -n 1 "$out/build.log"
solved=$out/work/solve

fail=0
problem() {
  echo "$*" >&2
  fail=1
}
# The control file: a well-formed architecture-independent package of this version.
dpkg-deb -I "$deb" >/dev/null || problem "dpkg-deb -I cannot read $deb"
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = baghchal-tables ] || problem "Package is '$(field Package)'"
[ "$(field Version)" = "$version" ] || problem "Version is '$(field Version)', the project's is $version"
[ "$(field Architecture)" = all ] || problem "Architecture is '$(field Architecture)'"
[ "$(field Section)" = games ] || problem "Section is '$(field Section)'"
[ "$(field Priority)" = optional ] || problem "Priority is '$(field Priority)'"
grep -qE '^.+ <.+@.+>$' <<<"$(field Maintainer)" || problem "Maintainer is '$(field Maintainer)'"
# A summary line and at least one paragraph under it.
[ "$(field Description | wc -l)" -ge 3 ] || problem "Description has no long description"
[[ "$(field Installed-Size)" =~ ^[0-9]+$ ]] || problem "Installed-Size is '$(field Installed-Size)'"

# The contents: the solve's layer files in the data directory, the copyright file and the
# changelog, their parent directories, and nothing else; all owned by root.
contents=$(dpkg-deb -c "$deb")
echo "$contents" | awk '{print $1, $2, $3, $6}'
prefix=.${datadir%/}/
doc=./usr/share/doc/baghchal-tables/
files=()
while read -r mode owner _ _ _ path; do
  [ "$owner" = root/root ] || problem "$path is owned by $owner"
  case "$mode" in
    # Only the directories that lead to the files.
    d*) [[ "$prefix" == "$path"* || "$doc" == "$path"* ]] || problem "unexpected directory $path" ;;
    -rw-r--r--) files+=("$path") ;;
    *) problem "unexpected entry $mode $path" ;;
  esac
done <<<"$contents"
layers=()
for path in "${files[@]}"; do
  case "$path" in
    "$prefix"placement-[0-9][0-9].bct) layers+=("${path#"$prefix"}") ;;
    "${doc}copyright" | "${doc}changelog.gz") ;;
    *) problem "unexpected file in package: $path" ;;
  esac
done
awk -v p="${doc}copyright" '$6 == p {found = 1} END {exit !found}' <<<"$contents" ||
  problem "missing in package: ${doc}copyright"
# The layer files are exactly those the solve wrote, nothing left out, nothing added.
want=$(find "$solved" -maxdepth 1 -name 'placement-*.bct' -printf '%f\n' | sort)
have=$(printf '%s\n' "${layers[@]}" | sort)
[ -n "$want" ] || problem "the solve wrote no layer files"
[ "$have" = "$want" ] || problem "package layers [${have//$'\n'/ }], solve wrote [${want//$'\n'/ }]"
# Their bytes are the solve's (checksums of the unpacked files against the solve's output), and
# the package's own md5sums agree with what it holds.
root=$out/root
dpkg-deb -x "$deb" "$root"
dpkg-deb -e "$deb" "$out/control"
for name in $want; do
  a=$(sha256sum <"$solved/$name") b=$(sha256sum <"$root${datadir%/}/$name" 2>/dev/null || true)
  [ "$a" = "$b" ] || problem "$name in the package differs from the solve's"
done
(cd "$root" && md5sum --quiet -c "$out/control/md5sums") || problem "DEBIAN/md5sums does not match"
# The engine, put where the main package installs it, finds the tables with no option and no
# environment that could point elsewhere (the data directories of engine/io/DataFiles.h): the
# top layer and the bottom one the solve reached are exact. The positions are tigers to move
# after the 20th and the 18th goat.
mkdir -p "$root$bindir" "$out/home"
cp "$engine" "$root$bindir/baghchal-engine"
for probe in "TGGGT/GGGGG/GG1GG/GGGGG/TGGGT t g0 c0|39" "TGGGT/GGGGG/G3G/GGGGG/TGGGT t g2 c0|35"; do
  record=${probe%|*} layer=${probe#*|}
  answer=$(env -i HOME="$out/home" "$root$bindir/baghchal-engine" solveprobe "$record" 2>/dev/null || true)
  echo "$record: $answer"
  grep -qE "^value (win|draw|loss) layer $layer " <<<"$answer" ||
    problem "the engine does not find the packaged layer $layer"
done
rm -rf "$root"

# Compressed harder than a user's solve: the same layers rewritten at the solve's level 3
# (solverepack) are larger. (tst_solver checks that the level changes no value.)
if [ "$level" -gt 3 ]; then
  user=$out/user-level
  mkdir -p "$user"
  cp "$solved"/placement-*.bct "$user/"
  "$engine" solverepack --tables "$user" --threads 2 --level 3 2>/dev/null ||
    problem "solverepack --level 3 failed"
  packaged=$(cat "$solved"/placement-*.bct | wc -c) plain=$(cat "$user"/placement-*.bct | wc -c)
  echo "layer files at level $level: $packaged bytes; at level 3: $plain bytes"
  [ "$packaged" -lt "$plain" ] || problem "the package's files ($packaged bytes) are no smaller" \
    "than the same layers at level 3 ($plain bytes)"
  rm -rf "$user"
fi
exit $fail
