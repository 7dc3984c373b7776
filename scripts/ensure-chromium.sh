#!/usr/bin/env bash
# Installs Debian's Chromium headless shell (the chromium-headless-shell package), the browser the browser tests drive,
# when it is missing. Never downloads a browser build of its own. The shell and the whole browser (`chromium`, which
# the benchmark runs) share the chromium-common package at one version: the shell is installed at the version of an
# installed `chromium`, or, when the archive no longer has it, both at the newest.
set -euo pipefail
shell="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$shell" ]; then
  exit 0
fi
echo "Chromium's headless shell not found at $shell: installing Debian's chromium-headless-shell package."
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
installed="$(dpkg-query -W -f='${Version}' chromium 2>/dev/null || true)"
if [ -z "$installed" ]; then
  $sudo apt-get install -y -qq chromium-headless-shell >/dev/null
elif ! $sudo apt-get install -y -qq "chromium-headless-shell=$installed" >/dev/null 2>&1; then
  echo "chromium-headless-shell $installed is not in the archive: installing it and chromium at the newest version."
  $sudo apt-get install -y -qq chromium chromium-headless-shell >/dev/null
fi
"$shell" --version
