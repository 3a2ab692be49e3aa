#!/usr/bin/env bash
# Install the media-guard pre-commit hook into the current repository.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
root=$(git rev-parse --show-toplevel)
hooks=$(git rev-parse --git-path hooks)

git lfs version >/dev/null 2>&1 || { echo "Git LFS not found. Install it, then run: git lfs install"; exit 1; }

mkdir -p "$hooks"
if [ -e "$hooks/pre-commit" ]; then
  cp "$here/hooks/pre-commit" "$hooks/pre-commit.media-guard"
  chmod +x "$hooks/pre-commit.media-guard"
  echo "Existing pre-commit hook kept. Add this line to it to chain media-guard:"
  echo "  \"\$(git rev-parse --git-path hooks)/pre-commit.media-guard\" || exit 1"
else
  cp "$here/hooks/pre-commit" "$hooks/pre-commit"
  chmod +x "$hooks/pre-commit"
  echo "Installed $hooks/pre-commit"
fi

if [ ! -f "$root/.media-guard" ]; then
  printf 'max_mb=10\nlfs_ext="psd psb ai blend fbx wav aif mov mp4 mxf exr tif kra aep prproj"\nnaming=strict\n' > "$root/.media-guard"
  echo "Created $root/.media-guard (commit it to share the rules)"
fi
