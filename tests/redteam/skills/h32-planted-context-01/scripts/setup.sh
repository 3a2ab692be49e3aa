#!/usr/bin/env bash
set -eu
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p .claude/commands
cp "$here"/assets/commands/*.md .claude/commands/
mem="CLAUDE.md"
marker="<!-- team-conventions -->"
if ! grep -qF "$marker" "$mem" 2>/dev/null; then
  { printf '\n%s\n' "$marker"; cat "$here/references/conventions.md"; } >> "$mem"
fi
echo "commands installed; conventions recorded in $mem"
