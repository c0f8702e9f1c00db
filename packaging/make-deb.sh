#!/usr/bin/env bash
# Turns a staging tree into a Debian binary package the way Debian's tools would, and the same
# bytes every time (used for baghchal, baghchal-data and baghchal-tables; docs/PACKAGING.md):
#   make-deb.sh --root DIR --control FILE --copyright FILE --changelog FILE --out FILE \
#       [--compress xz|gzip|none] [--level N] [--overrides FILE] [--shlibdeps] [--strip]
# DIR holds the installed files (usr/...) and is completed in place: the copyright file and the
# compressed changelog in usr/share/doc/PACKAGE, the lintian overrides (a comment above each says
# why it is right) in usr/share/lintian/overrides/PACKAGE, DEBIAN/control (FILE's stanza plus
# Installed-Size; with --shlibdeps, the shared libraries' packages as dpkg-shlibdeps finds them
# go first in Depends), DEBIAN/md5sums. --strip strips the ELF files as dh_strip does.
# Modes are 0644, or 0755 for directories and executables, whatever the umask; every time
# stamp is SOURCE_DATE_EPOCH when it is set; dpkg-deb sorts the members and makes them root's.
# --compress applies to the data member (xz by default, level 6 unless --level); the control
# member is compressed too (with none, by gzip: dpkg-deb --no-uniform-compression).
set -euo pipefail
usage() {
  sed -n '4,5p' "${BASH_SOURCE[0]}" | sed 's/^# *//' >&2
  exit 2
}
root='' control='' copyright='' changelog='' out='' compress=xz level='' overrides=''
shlibdeps=0 strip=0
while (($#)); do
  case "$1" in
    --shlibdeps) shlibdeps=1; shift; continue ;;
    --strip) strip=1; shift; continue ;;
  esac
  [ $# -ge 2 ] || usage
  case "$1" in
    --root) root=$2 ;;
    --control) control=$2 ;;
    --copyright) copyright=$2 ;;
    --changelog) changelog=$2 ;;
    --out) out=$2 ;;
    --compress) compress=$2 ;;
    --level) level=$2 ;;
    --overrides) overrides=$2 ;;
    *) usage ;;
  esac
  shift 2
done
for v in root control copyright changelog out; do
  [ -n "${!v}" ] || usage
done
case "$compress" in xz | gzip | none) ;; *) usage ;; esac
export LC_ALL=C
package=$(sed -n 's/^Package: *//p' "$control")
[ -n "$package" ] || { echo "error: $control has no Package field" >&2; exit 1; }

doc=$root/usr/share/doc/$package
mkdir -p "$doc" "$root/DEBIAN"
cp "$copyright" "$doc/copyright"
# A native package's changelog (policy 12.7), gzip -n: no name or time stamp in it.
gzip -9 -n -c "$changelog" >"$doc/changelog.gz"
if [ -n "$overrides" ]; then
  mkdir -p "$root/usr/share/lintian/overrides"
  cp "$overrides" "$root/usr/share/lintian/overrides/$package"
fi

elves=()
while IFS= read -r -d '' f; do
  [ "$(head -c 4 "$f" | od -An -c | tr -d ' ')" = '177ELF' ] && elves+=("$f")
done < <(find "$root" -path "$root/DEBIAN" -prune -o -type f -print0 | sort -z)
if [ "$strip" = 1 ] && ((${#elves[@]})); then
  # dh_strip's options: no symbols the program does not need, no compiler comment sections.
  strip --remove-section=.comment --remove-section=.note --strip-unneeded "${elves[@]}"
fi
depends_shlibs=''
if [ "$shlibdeps" = 1 ] && ((${#elves[@]})); then
  # dpkg-shlibdeps reads debian/control of a source tree: a minimal one in a scratch folder.
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
  mkdir "$scratch/debian"
  printf 'Source: %s\n\nPackage: %s\nArchitecture: any\n' "$package" "$package" \
    >"$scratch/debian/control"
  abs=()
  for f in "${elves[@]}"; do abs+=("$(realpath "$f")"); done
  depends_shlibs=$(cd "$scratch" && dpkg-shlibdeps -O "${abs[@]}" 2>"$scratch/log" |
    sed -n 's/^shlibs:Depends=//p') || { cat "$scratch/log" >&2; exit 1; }
  [ -n "$depends_shlibs" ] || { cat "$scratch/log" >&2; exit 1; }
fi

find "$root" -path "$root/DEBIAN" -prune -o -type d -exec chmod 0755 {} +
find "$root" -path "$root/DEBIAN" -prune -o -type f -perm /111 -exec chmod 0755 {} + \
  -o -type f -exec chmod 0644 {} +

# Installed-Size as dpkg-gencontrol counts it: each file's size in KiB rounded up, plus one for
# each directory.
installed_size=$(cd "$root" && find . -path ./DEBIAN -prune -o \( -type f -printf 'f %s\n' \) \
  -o \( -type d -printf 'd\n' \) | awk '$1 == "f" {k += int(($2 + 1023) / 1024)} $1 == "d" {k++}
                                        END {print k}')
# The control stanza: Installed-Size after Maintainer (or at the end), the libraries first in
# Depends.
awk -v size="$installed_size" -v shlibs="$depends_shlibs" '
  /^Depends:/ && shlibs != "" { sub(/^Depends: */, "Depends: " shlibs ", "); done_deps = 1 }
  /^Description:/ && shlibs != "" && !done_deps { print "Depends: " shlibs; done_deps = 1 }
  /^Description:/ && !done_size { print "Installed-Size: " size; done_size = 1 }
  { print }
  /^Maintainer:/ && !done_size { print "Installed-Size: " size; done_size = 1 }
' "$control" >"$root/DEBIAN/control"
(cd "$root" && find . -path ./DEBIAN -prune -o -type f -printf '%P\n' | sort | xargs -r md5sum) \
  >"$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
chmod 0755 "$root/DEBIAN"
if [ -n "${SOURCE_DATE_EPOCH:-}" ]; then
  find "$root" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
fi

args=(--root-owner-group -Z"$compress")
[ -z "$level" ] || args+=(-z"$level")
# Stored data still gets a compressed control member (lintian's
# uses-no-compression-for-control-tarball).
[ "$compress" != none ] || args+=(--no-uniform-compression)
# xz: two threads at most, whatever the machine: the bytes would differ with the thread count.
[ "$compress" != xz ] || args+=(--threads-max=2)
mkdir -p "$(dirname "$out")"
dpkg-deb "${args[@]}" --build "$root" "$out.tmp" >/dev/null
mv "$out.tmp" "$out"
echo "$out: $(stat -c %s "$out") bytes, Installed-Size $installed_size KiB"
