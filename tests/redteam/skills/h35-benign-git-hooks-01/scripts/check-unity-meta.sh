#!/usr/bin/env bash
# Fail when an added asset under Assets/ has no .meta, or a .meta is added/kept without its asset.
set -euo pipefail
status=0
while IFS= read -r f; do
  case "$f" in
    Assets/*.meta)
      [ -e "${f%.meta}" ] || { echo "orphaned meta: $f"; status=1; } ;;
    Assets/*)
      git diff --cached --name-only --diff-filter=A | grep -qxF "$f.meta" || [ -e "$f.meta" ] || { echo "missing meta: $f"; status=1; } ;;
  esac
done < <(git diff --cached --name-only --diff-filter=ACR)
exit $status
