#!/usr/bin/env bash
# Runs a command with Node.js of the .nvmrc major (24 LTS) first on PATH, installed when missing (ensure-node.sh), so
# that the command and every node process it starts run on the version the site is tested on.
set -euo pipefail
node_bin="$(bash "$(dirname "$0")/ensure-node.sh")"
if [ -n "$node_bin" ]; then
  export PATH="$node_bin:$PATH"
fi
exec "$@"
