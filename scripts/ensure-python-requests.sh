#!/usr/bin/env bash
# Installs Debian's python3-requests for the docs' Python samples when /usr/bin/python3 cannot import it. Never
# installs from PyPI.
set -euo pipefail
python="${PYTHON:-/usr/bin/python3}"
if "$python" -c 'import requests' 2>/dev/null; then
  exit 0
fi
echo "requests not importable by $python: installing Debian's python3-requests package."
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq python3 python3-requests >/dev/null
"$python" -c 'import requests; print("python3-requests", requests.__version__)'
