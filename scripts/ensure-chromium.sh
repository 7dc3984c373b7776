#!/usr/bin/env bash
# Installs one of Debian's Chromium packages when its command is missing; never downloads a browser build of its own.
#   bash scripts/ensure-chromium.sh            chromium-headless-shell, the browser the browser tests drive
#   bash scripts/ensure-chromium.sh chromium   the whole browser, which the benchmark runs
# Both are built from one source and share the chromium-common package at one version: a package is installed at the
# version of the other when that is installed, or, when the archive no longer has that version, both at the newest.
set -euo pipefail
package="${1:-chromium-headless-shell}"
case "$package" in
  chromium-headless-shell) command="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" other=chromium ;;
  chromium) command="${CHROMIUM_PATH:-/usr/bin/chromium}" other=chromium-headless-shell ;;
  *)
    echo "ensure-chromium.sh: unknown package \"$package\" (chromium-headless-shell or chromium)" >&2
    exit 2
    ;;
esac
if [ -x "$command" ]; then
  exit 0
fi
echo "$command not found: installing Debian's $package package."
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
installed="$(dpkg-query -W -f='${Status} ${Version}' "$other" 2>/dev/null | sed -n 's/^install ok installed //p' || true)"
if [ -z "$installed" ]; then
  $sudo apt-get install -y -qq "$package" >/dev/null
elif ! $sudo apt-get install -y -qq "$package=$installed" >/dev/null 2>&1; then
  echo "$package $installed is not in the archive: installing it and $other at the newest version."
  $sudo apt-get install -y -qq "$package" "$other" >/dev/null
fi
"$command" --version
