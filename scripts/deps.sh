#!/usr/bin/env bash
# Installs, non-interactively, only the Debian 12 packages this project needs that are missing.
# Sourced by scripts/run and scripts/test.
set -euo pipefail

BAGHCHAL_PACKAGES=(
  cmake g++ make pkg-config zlib1g-dev libzstd-dev
  # qt6-base-dev holds Qt Network too (network play, app/net).
  qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools libqt6svg6 qt6-qpa-plugins libgl-dev
  # The sounds (app/sound/, QSoundEffect); the library also carries the audio backends.
  qt6-multimedia-dev libqt6multimedia6
  xvfb xauth
  # The AT-SPI test (tests/a11y, label a11y): a session bus, the accessibility bus, Debian's
  # Python bindings that read it as a screen reader does, and key presses on Xvfb.
  dbus dbus-x11 at-spi2-core python3-pyatspi xdotool
  # The screen-reader test (tests/a11y/orca_speech.py, label orca): Orca speaking through
  # speech-dispatcher and espeak-ng (into ALSA's null device: no sound card needed).
  orca speech-dispatcher espeak-ng speech-dispatcher-espeak-ng
  # The Debian packages and their checks (packaging/): dpkg-deb and dpkg-shlibdeps, the
  # .desktop and AppStream validators, and a Devanagari font for the Nepali translation.
  dpkg-dev desktop-file-utils appstream fonts-lohit-deva
  # Debian's package checker, run on the three packages (packaging/lintian-debs.sh).
  lintian
)

missing=()
for p in "${BAGHCHAL_PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if ((${#missing[@]})); then
  echo "Installing missing packages: ${missing[*]}" >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -q
  $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
