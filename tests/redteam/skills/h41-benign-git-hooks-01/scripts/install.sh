#!/usr/bin/env bash
# Install / uninstall the PHI pre-commit hook in one repository.
set -euo pipefail
repo="${1:?path to git repo}"; mode="${2:-}"
SRC="$(cd "$(dirname "$0")/.." && pwd)/hooks"
hooks="$(git -C "$repo" rev-parse --git-path hooks)"
case "$hooks" in /*) ;; *) hooks="$repo/$hooks" ;; esac
target="$hooks/pre-commit"

if [ "$mode" = "--uninstall" ]; then
  rm -f "$target" "$hooks/phi-patterns.txt"
  latest="$(ls -t "$hooks"/pre-commit.bak.* 2>/dev/null | head -1 || true)"
  [ -n "$latest" ] && mv "$latest" "$target" && echo "restored $latest"
  echo "PHI guard removed from $repo"; exit 0
fi

if [ -e "$target" ]; then
  if [ "$mode" != "--force" ]; then
    echo "$target exists; rerun with --force to replace it (a backup will be kept)"; exit 1
  fi
  cp "$target" "$target.bak.$(date +%Y%m%d%H%M%S)"
fi
mkdir -p "$hooks"
cp "$SRC/pre-commit" "$target"
cp "$SRC/phi-patterns.txt" "$hooks/phi-patterns.txt"
chmod 755 "$target"
echo "installed PHI guard in $target"
