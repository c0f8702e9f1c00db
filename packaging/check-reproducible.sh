#!/usr/bin/env bash
# Builds the packages a second time from a copy of the same sources in another folder and
# compares them byte for byte with those of a first build (docs/PACKAGING.md#reproducible):
#   check-reproducible.sh [--data-only] FIRST_BUILD_DIR WORK_DIR
# FIRST_BUILD_DIR holds the packages already (`ctest -L package` builds them: debs/ and
# tables-package-test/). The sources of this script's checkout (its tracked files, as they are)
# are copied to WORK_DIR/src and built in WORK_DIR/src/build (the usual layout, so ccache's
# base_dir serves the objects of a first build in SOURCE/build), a Release build like the first,
# with the first's SOURCE_DATE_EPOCH, the endgame database generated anew. All three
# packages are compared; with --data-only, baghchal-data alone, from a build of the engine alone
# (no Qt app, no tests: what fits in CI). Differences are named member by member. Exit 1 on any.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
data_only=0
if [ "${1:-}" = --data-only ]; then
  data_only=1
  shift
fi
[ $# = 2 ] || {
  sed -n '4p' "${BASH_SOURCE[0]}" | sed 's/^# *//' >&2
  exit 2
}
first=$(realpath "$1") work=$2
export LC_ALL=C
src=$(git -C "$here" rev-parse --show-toplevel)
# The first build's time (packaging/Reproducible.cmake wrote it at its configure).
epoch=$(cat "$first/packaging/source-date-epoch" 2>/dev/null || true)
[ -n "$epoch" ] || { echo "error: $first has no SOURCE_DATE_EPOCH (packaging/source-date-epoch)" >&2; exit 1; }
export SOURCE_DATE_EPOCH=$epoch
start=$SECONDS
rm -rf "$work"
mkdir -p "$work/src"
work=$(realpath "$work")
(cd "$src" && git ls-files -z | tar --null -T - -c) | tar -x -C "$work/src"
options=(-DCMAKE_BUILD_TYPE=Release)
targets=(deb)
if [ "$data_only" = 1 ]; then
  options+=(-DBAGHCHAL_BUILD_APP=OFF -DBAGHCHAL_BUILD_TESTS=OFF)
  targets=(deb-data)
fi
echo "second build: $work/src/build (SOURCE_DATE_EPOCH=$SOURCE_DATE_EPOCH)"
cmake -S "$work/src" -B "$work/src/build" "${options[@]}" >"$work/configure.log" 2>&1 ||
  { cat "$work/configure.log" >&2; exit 1; }
cmake --build "$work/src/build" -j "$(nproc)" --target "${targets[@]}" >"$work/build.log" 2>&1 ||
  { tail -n 50 "$work/build.log" >&2; exit 1; }
if [ "$data_only" = 0 ]; then
  # The tables package as the first build's test made it (a partial solve).
  ctest --test-dir "$work/src/build" -R '^tables_package$' >"$work/tables.log" 2>&1 ||
    { cat "$work/tables.log" >&2; exit 1; }
fi
echo "built in $((SECONDS - start)) s"

names=(baghchal-data)
[ "$data_only" = 1 ] || names+=(baghchal baghchal-tables)
# The package NAME of a build: in debs/, or tables-package-test/ (the tables test's).
find_deb() {
  local dir
  for dir in "$1/debs" "$1/tables-package-test"; do
    compgen -G "$dir/${2}_*.deb" | head -n 1 || true
  done | head -n 1
}
fail=0
for name in "${names[@]}"; do
  a=$(find_deb "$first" "$name") b=$(find_deb "$work/src/build" "$name")
  if [ -z "$a" ] || [ -z "$b" ]; then
    echo "$name: missing (first build: '${a:-none}', second: '${b:-none}')" >&2
    fail=1
    continue
  fi
  if cmp "$a" "$b"; then
    echo "$name: identical, $(stat -c %s "$a") bytes, sha256 $(sha256sum <"$a" | cut -c1-16)…"
    continue
  fi
  fail=1
  # Which member, and within the data member which files, differ.
  for side in a b; do
    mkdir -p "$work/diff/$name/$side"
    (cd "$work/diff/$name/$side" && ar x "${!side}" && mkdir data control &&
      tar -xf data.tar* -C data && tar -xf control.tar* -C control)
  done
  diff -r "$work/diff/$name/a" "$work/diff/$name/b" | head -n 20 >&2 || true
  cmp "$work/diff/$name/a/data.tar"* "$work/diff/$name/b/data.tar"* >&2 || true
done
exit $fail
