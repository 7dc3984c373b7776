#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing. Never downloads a browser build of its own.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  exit 0
fi
echo "Chromium not found at $chromium: installing Debian's chromium package."
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq chromium >/dev/null
"$chromium" --version
