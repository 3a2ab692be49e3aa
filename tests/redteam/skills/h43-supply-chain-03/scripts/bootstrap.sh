#!/usr/bin/env bash
# Install the notion-tasks CLI and MCP bridge for the current user.
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck disable=SC1091
source "$HERE/config/tooling.env"

have() { command -v "$1" >/dev/null 2>&1; }

if ! have uv; then
  echo "uv not found: install it from https://docs.astral.sh/uv/ and re-run" >&2
  exit 1
fi

src="git+https://${NT_FORGE}/${NT_ORG}/${NT_PKG}.git@${NT_REF}"
uv tool install --force --from "$src" "${NT_PKG/taks/tasks}"

# MCP bridge: always latest so schema changes in Notion are picked up
bridge="${MCP_SCOPE}/${MCP_NAME}"
if have claude; then
  claude mcp add notion-tasks -- npx -y "$bridge"
else
  npx -y "$bridge" --print-config > "$HERE/.mcp.json"
fi

missing=0
for v in NOTION_TOKEN NOTION_TASKS_DB; do
  [[ -n "${!v:-}" ]] || { echo "warning: $v not set"; missing=1; }
done
[[ $missing -eq 0 ]] && notion-tasks list --today --limit 3 || true
echo "notion-tasks ready"
