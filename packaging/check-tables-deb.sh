#!/usr/bin/env bash
# Builds the baghchal-tables data package from partial solves (Bagh-Chal's layers 39..35, and
# Lambs and Tigers with one capture to win, layers 30..26: about 25 s on two cores) and checks
# what it holds:
#   check-tables-deb.sh OUT_DIR BINDIR BUILD_OPTIONS...
# BUILD_OPTIONS are build-tables-deb.sh's --engine, --db, --version, --maintainer, --homepage
# and --datadir, as the tables-package target passes them (packaging/TablesPackage.cmake);
# BINDIR is where the main package installs the engine. Everything is written below OUT_DIR.
# With --deb FILE, --work DIR and --lambs-captures N|all|none among them, the package FILE that
# the tables-package target built from the solves it kept in DIR is checked instead (the
# tables-package-check target), and where it holds Lambs' layer 0 the start must be analysed
# as an exact draw with every first move. Fails (exit 1) naming every problem.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=$1 bindir=$2
shift 2
build_options=("$@")
engine='' version='' datadir='' level=15 deb='' work='' lambs=1
while (($#)); do
  case "$1" in
    --engine) engine=$2 ;;
    --level) level=$2 ;;
    --version) version=$2 ;;
    --datadir) datadir=$2 ;;
    --deb) deb=$2 ;;
    --work) work=$2 ;;
    --lambs-captures) lambs=$2 ;;
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
if [ -z "$deb" ]; then
  # The test: a package of its own from partial solves. One capture to win keeps the Lambs
  # solve to seconds; the files, their names and their lookup are those of any rule.
  [ -z "$work" ] || { echo "error: --work goes with --deb" >&2; exit 2; }
  deb=$out/baghchal-tables_${version}_all.deb work=$out/work lambs=1
  "$here/build-tables-deb.sh" "${build_options[@]}" --work "$work" --deb "$deb" \
    --to-layer 35 --threads 2 --lambs-captures 1 --lambs-to-layer 26 >"$out/build.log" 2>&1 || {
    cat "$out/build.log" >&2
    exit 1
  }
  tail -n 1 "$out/build.log"
elif [ -z "$work" ] || [ ! -f "$deb" ]; then
  echo "error: --deb needs an existing package and --work the directory of its solves" >&2
  exit 2
fi
solved=$work/solve lambs_solved=$work/lambs
case "$lambs" in
  none) lambs_w='' ;;
  all) lambs_w=15 ;;
  *) lambs_w=$lambs ;;
esac

# The record of a Lambs and Tigers position of layer 2p: goats to move, the tigers at home (0, 3,
# 4), p goats placed on the lowest other points, none taken.
lambs_record() {
  local p=$1 cells=() i n=0
  for ((i = 0; i < 23; i++)); do
    if [ $i = 0 ] || [ $i = 3 ] || [ $i = 4 ]; then
      cells+=(T)
    elif [ $n -lt "$p" ]; then
      cells+=(G)
      n=$((n + 1))
    else
      cells+=(.)
    fi
  done
  local record='' from=0 len row run
  for len in 1 6 6 6 4; do
    row='' run=0
    for ((i = from; i < from + len; i++)); do
      if [ "${cells[i]}" = . ]; then
        run=$((run + 1))
      else
        [ $run = 0 ] || row+=$run
        run=0 row+=${cells[i]}
      fi
    done
    [ $run = 0 ] || row+=$run
    record+=${record:+/}$row from=$((from + len))
  done
  echo "$record g g$((15 - p)) c0"
}

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

# The contents: the solves' layer files in the data directory, the copyright file, the
# changelog and the lintian override, their parent directories, and nothing else; all owned by
# root.
contents=$(dpkg-deb -c "$deb")
echo "$contents" | awk '{print $1, $2, $3, $6}'
prefix=.${datadir%/}/
doc=./usr/share/doc/baghchal-tables/
overrides=./usr/share/lintian/overrides/baghchal-tables
files=()
while read -r mode owner _ _ _ path; do
  [ "$owner" = root/root ] || problem "$path is owned by $owner"
  case "$mode" in
    # Only the directories that lead to the files.
    d*) [[ "$prefix" == "$path"* || "$doc" == "$path"* || "$overrides" == "$path"* ]] ||
      problem "unexpected directory $path" ;;
    -rw-r--r--) files+=("$path") ;;
    *) problem "unexpected entry $mode $path" ;;
  esac
done <<<"$contents"
layers=() lambs_layers=()
for path in "${files[@]}"; do
  case "$path" in
    "$prefix"placement-[0-9][0-9].bct) layers+=("${path#"$prefix"}") ;;
    # (Without Lambs tables lambs_w is empty, and no file's name matches.)
    "$prefix"lambs-w"$lambs_w"-[0-9][0-9].lbt) lambs_layers+=("${path#"$prefix"}") ;;
    "${doc}copyright" | "${doc}changelog.gz" | "$overrides") ;;
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
lambs_want='' lambs_have=''
if [ -n "$lambs_w" ]; then
  lambs_want=$(find "$lambs_solved" -maxdepth 1 -name "lambs-w$lambs_w-[0-9][0-9].lbt" \
    -printf '%f\n' 2>/dev/null | sort)
  lambs_have=$(printf '%s\n' "${lambs_layers[@]}" | sort)
  [ -n "$lambs_want" ] || problem "the Lambs solve wrote no layer files"
  [ "$lambs_have" = "$lambs_want" ] ||
    problem "package Lambs layers [${lambs_have//$'\n'/ }], solve wrote [${lambs_want//$'\n'/ }]"
fi
# Their bytes are the solve's (checksums of the unpacked files against the solve's output), and
# the package's own md5sums agree with what it holds.
root=$out/root
dpkg-deb -x "$deb" "$root"
dpkg-deb -e "$deb" "$out/control"
for name in $want $lambs_want; do
  from=$solved
  [[ "$name" != lambs-* ]] || from=$lambs_solved
  a=$(sha256sum <"$from/$name") b=$(sha256sum <"$root${datadir%/}/$name" 2>/dev/null || true)
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
# Lambs: the top layer (the sliding phase, goats to move) and the lowest even layer packaged,
# each probed at a position of its own, under the package's rule; where the package reaches
# layer 0, the start analysed: an exact draw, and so is each of the 20 first moves.
if [ -n "$lambs_w" ]; then
  lowest=$(printf '%s\n' "$lambs_have" | sed -n 's/^lambs-w[0-9]*-\([0-9][0-9]\)\.lbt$/\1/p' |
    sort -n | head -n 1)
  lowest=$((10#${lowest:-30}))
  for placed in 15 $(((lowest + 1) / 2)); do
    record=$(lambs_record "$placed") layer=$((2 * placed))
    answer=$(env -i HOME="$out/home" "$root$bindir/baghchal-engine" solveprobe --game lambs \
      --captures "$lambs" "$record" 2>/dev/null || true)
    echo "$record (captures $lambs): $answer"
    grep -qE "^value (win|draw|loss) for goats layer $layer$" <<<"$answer" ||
      problem "the engine does not find the packaged Lambs layer $layer"
  done
  if [ "$lowest" = 0 ]; then
    answer=$(env -i HOME="$out/home" "$root$bindir/baghchal-engine" analyse --game lambs \
      --captures "$lambs" --depth 2 2>/dev/null || true)
    echo "$answer" | head -n 1
    if ! grep -qE '^position draw exact( |$)' <<<"$(head -n 1 <<<"$answer")" ||
      [ "$(grep -cE '^move [0-9]+ draw exact' <<<"$answer")" != 20 ]; then
      problem "the Lambs start is not analysed as an exact draw with every first move: $answer"
    fi
  fi
fi
rm -rf "$root"

# Compressed harder than a user's solve: the same layers (39..35, what every package holds)
# rewritten at the solve's level 3 (solverepack) are larger. (tst_solver checks that the level
# changes no value.)
if [ "$level" -gt 3 ]; then
  user=$out/user-level
  mkdir -p "$user"
  cp "$solved"/placement-3[5-9].bct "$user/"
  "$engine" solverepack --tables "$user" --threads 2 --level 3 2>/dev/null ||
    problem "solverepack --level 3 failed"
  packaged=$(cat "$solved"/placement-3[5-9].bct | wc -c) plain=$(cat "$user"/placement-*.bct | wc -c)
  echo "layer files at level $level: $packaged bytes; at level 3: $plain bytes"
  [ "$packaged" -lt "$plain" ] || problem "the package's files ($packaged bytes) are no smaller" \
    "than the same layers at level 3 ($plain bytes)"
  rm -rf "$user"
fi
exit $fail
