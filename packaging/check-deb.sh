#!/usr/bin/env bash
# Builds the Debian package from a build directory and checks what it holds.
#   check-deb.sh BUILD_DIR OUT_DIR
# Fails (exit 1) naming every missing file or dependency.
set -euo pipefail
build=$1 out=$2
rm -rf "$out"
mkdir -p "$out"
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$out" >"$out/cpack.log" 2>&1 || {
  cat "$out/cpack.log" >&2
  exit 1
}
deb=$(ls "$out"/*.deb)
echo "package: $deb ($(stat -c %s "$deb") bytes)"
contents=$(dpkg-deb -c "$deb")
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"

fail=0
for path in \
  ./usr/bin/baghchal \
  ./usr/bin/baghchal-engine \
  ./usr/share/baghchal/baghchal-endgame.db \
  ./usr/share/applications/io.github.baghchal.Baghchal.desktop \
  ./usr/share/metainfo/io.github.baghchal.Baghchal.metainfo.xml \
  ./usr/share/icons/hicolor/scalable/apps/io.github.baghchal.Baghchal.svg \
  ./usr/share/baghchal/book/placement-00.bct \
  ./usr/share/baghchal/book/placement-10.bct \
  ./usr/share/man/man6/baghchal.6.gz \
  ./usr/share/man/man6/baghchal-engine.6.gz; do
  if ! grep -qE " ${path//./\\.}$" <<<"$contents"; then
    echo "missing in package: $path" >&2
    fail=1
  fi
done
for dep in qt6-qpa-plugins libqt6svg6 'fonts-noto-core | fonts-lohit-deva' libqt6widgets6 \
  libc6 zlib1g libzstd1; do
  if ! grep -qF "$dep" <<<"$depends"; then
    echo "missing dependency: $dep" >&2
    fail=1
  fi
done
# The database is installed whole (a truncated copy would be refused at run time).
size=$(awk '$6 == "./usr/share/baghchal/baghchal-endgame.db" {print $3}' <<<"$contents")
want=$(stat -c %s "$build/bin/baghchal-endgame.db")
if [ "$size" != "$want" ]; then
  echo "database in package has $size bytes, build has $want" >&2
  fail=1
fi
# The unpacked programs find the packaged database through bin/../share/baghchal: an exact
# value (proved by the database, not estimated by search) for a sliding-phase position, with
# no environment that could point elsewhere.
dpkg-deb -x "$deb" "$out/root"
mkdir -p "$out/home"
answer=$(env -i HOME="$out/home" "$out/root/usr/bin/baghchal-engine" analyse \
  "TGGGT/GGGGG/GG1G1/GGGGG/TGGGT t g0 c1" --depth 1 2>&1 | head -n 2)
echo "$answer"
if ! grep -q "^position loss exact plies 8$" <<<"$answer" || grep -q "no usable" <<<"$answer"; then
  echo "the packaged engine does not use the packaged database" >&2
  fail=1
fi
rm -rf "$out/root"
exit $fail
