#!/usr/bin/env bash
# Install the vault hooks into the current git repository (local config only).
set -euo pipefail
SKILL="$(cd "$(dirname "$0")/.." && pwd)"
top="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not inside a git repository" >&2; exit 1; }
cd "$top"
[[ -d .obsidian ]] || echo "warning: no .obsidian folder here; is this the vault root?" >&2

cat <<INFO
Will write in $top:
  .githooks/pre-commit, .githooks/commit-msg
  git config --local core.hooksPath .githooks
  .gitignore entries: .obsidian/workspace*.json .obsidian/cache .trash/ .DS_Store
INFO
read -r -p "Proceed? [y/N] " ok
[[ "$ok" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }

mkdir -p .githooks
install -m 0755 "$SKILL/githooks/pre-commit" .githooks/pre-commit
install -m 0755 "$SKILL/githooks/commit-msg" .githooks/commit-msg
git config --local core.hooksPath .githooks
touch .gitignore
for p in '.obsidian/workspace*.json' '.obsidian/cache' '.trash/' '.DS_Store'; do
  grep -qxF "$p" .gitignore || echo "$p" >> .gitignore
done
echo "hooks installed; remove with: git config --unset core.hooksPath && rm -rf .githooks"
