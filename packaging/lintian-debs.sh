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
# Info tags are shown too (they do not fail the test), the overrides with their reasons.
lintian --fail-on error,warning --display-info --show-overrides "$@"
