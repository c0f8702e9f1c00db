#!/usr/bin/env bash
# Runs lintian, Debian's package checker, on the packages given (CTest's lintian_packages, on the
# three packages the package tests build) and fails on any error or warning. Overrides live in
# the packages themselves (packaging/*.lintian-overrides), each with a comment saying why it is
# right; lintian prints them as overridden, with that comment.
#   lintian-debs.sh DEB...
set -euo pipefail
command -v lintian >/dev/null || {
  echo "error: lintian is missing (scripts/deps.sh installs it)" >&2
  exit 1
}
for deb in "$@"; do
  [ -f "$deb" ] || { echo "error: no package $deb (run ctest -L package)" >&2; exit 1; }
done
# Info tags are shown too, and the overrides with their reasons (O:, after N: lines). Lintian's
# own --fail-on counts a shown override as a failure, so the tags are read from its output: an
# error (E:) or a warning (W:) fails.
out=$(lintian --fail-on none --display-info --show-overrides "$@" 2>&1) || {
  echo "$out" >&2
  echo "error: lintian did not run to the end" >&2
  exit 1
}
echo "$out"
if grep -qE '^[EW]: ' <<<"$out"; then
  echo "lintian: $(grep -cE '^E: ' <<<"$out" || true) errors, $(grep -cE '^W: ' <<<"$out" || true) warnings" >&2
  exit 1
fi
echo "lintian: no error, no warning in $# packages"
