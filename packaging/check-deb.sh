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
recommends=$(dpkg-deb -f "$deb" Recommends)
echo "Recommends: $recommends"

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
  libqt6multimedia6 libqt6network6 libc6 zlib1g libzstd1; do
  if ! grep -qF "$dep" <<<"$depends"; then
    echo "missing dependency: $dep" >&2
    fail=1
  fi
done
# The solved placement tables, a package of their own (packaging/TablesPackage.cmake).
if ! grep -qE '(^|, )baghchal-tables( |,|$)' <<<"$recommends"; then
  echo "missing recommendation: baghchal-tables" >&2
  fail=1
fi
# The database is installed whole (a truncated copy would be refused at run time).
size=$(awk '$6 == "./usr/share/baghchal/baghchal-endgame.db" {print $3}' <<<"$contents")
want=$(stat -c %s "$build/bin/baghchal-endgame.db")
if [ "$size" != "$want" ]; then
  echo "database in package has $size bytes, build has $want" >&2
  fail=1
fi
# The unpacked engine, run with no options and no environment that could point elsewhere, finds
# the packaged data through bin/../share/baghchal: the database (an exact value for a
# sliding-phase position) and the opening book (the start position and every first move exact).
dpkg-deb -x "$deb" "$out/root"
mkdir -p "$out/home"
engine=("env" "-i" "HOME=$out/home" "$out/root/usr/bin/baghchal-engine")
answer=$("${engine[@]}" analyse "TGGGT/GGGGG/GG1G1/GGGGG/TGGGT t g0 c1" --depth 1 2>&1 | head -n 2)
echo "$answer"
if ! grep -q "^position loss exact plies 8$" <<<"$answer" || grep -q "no usable" <<<"$answer"; then
  echo "the packaged engine does not use the packaged database" >&2
  fail=1
fi
answer=$("${engine[@]}" analyse "T3T/5/5/5/T3T g g20 c0" --depth 1 2>&1)
head -n 3 <<<"$answer"
moves=$(grep -c "^move " <<<"$answer" || true)
exact=$(grep -cE "^move [A-E][1-5] (win|draw|loss) exact" <<<"$answer" || true)
if ! grep -q "^position draw exact" <<<"$answer" || [ "$moves" != 21 ] || [ "$exact" != 21 ]; then
  echo "the packaged engine does not use the packaged opening book ($exact of $moves first moves exact)" >&2
  fail=1
fi
# Lambs and Tigers' every-goat rule is solved in the book: a goats' position of the middle of the
# placement (7 goats placed, its layer read through the tigers' layer after it) is exact, every
# move too.
answer=$("${engine[@]}" analyse --game lambs "G/1GGG2/2T1T1/2T2G/1GG1 g g8 c0" --depth 1 2>&1)
head -n 2 <<<"$answer"
moves=$(grep -c "^move " <<<"$answer" || true)
exact=$(grep -cE "^move [0-9]+ (win|draw|loss) exact" <<<"$answer" || true)
if ! grep -q "^position win exact" <<<"$answer" || [ "$moves" = 0 ] || [ "$exact" != "$moves" ]; then
  echo "the packaged engine does not use the packaged Lambs tables ($exact of $moves moves exact)" >&2
  fail=1
fi
# The unpacked game starts and shows its window (its status bar then says whether analysis is
# exact; the picture stays in OUT_DIR to look at).
if ! env -i HOME="$out/home" QT_QPA_PLATFORM=offscreen "$out/root/usr/bin/baghchal" \
  --screenshot "$out/start.png" --screenshot-delay 800 >/dev/null 2>&1 || [ ! -s "$out/start.png" ]; then
  echo "the packaged game did not start and draw its window" >&2
  fail=1
fi
rm -rf "$out/root"
exit $fail
