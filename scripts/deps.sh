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
  # Play over XMPP (engine/xmpp/, label xmpp): the gloox library, and Debian's prosody, which
  # the tests start on loopback with a configuration of their own (never its service), with a
  # test authority made by openssl; ip brings up the test's own loopback, ss cuts a connection.
  libgloox-dev prosody openssl iproute2
  # The XMPP password in the desktop's keyring (app/xmpp/PasswordKeeper): QtKeychain.
  qtkeychain-qt6-dev
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
  # prosody's postinst starts its service: a policy-rc.d that refuses every start keeps it
  # down while installing (containers often have one already; then it stays as it was).
  policy=/usr/sbin/policy-rc.d
  ownPolicy=""
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null
    $SUDO chmod 755 "$policy"
    ownPolicy=1
  fi
  status=0
  $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}" || status=$?
  if [ -n "$ownPolicy" ]; then $SUDO rm -f "$policy"; fi
  if [ "$status" -ne 0 ]; then exit "$status"; fi
  if [[ " ${missing[*]} " == *" prosody "* ]]; then
    # Installed here, for the tests: its system service is never wanted (and never started).
    if [ -d /run/systemd/system ]; then
      $SUDO systemctl disable --now prosody >/dev/null 2>&1 || true
    else
      $SUDO update-rc.d prosody disable >/dev/null 2>&1 || true
    fi
  fi
fi
