#!/usr/bin/env bash
# Usage: backup.sh <ssh-alias-or-user@host>:<dest-dir>
set -euo pipefail
DEST="${1:?destination required, e.g. finance-nas:/volume1/backups/finance}"
SRC="${FINANCE_DIR:-$HOME/Finance}/"
rsync -av --human-readable --partial \
  --exclude '.venv/' --exclude '__pycache__/' --exclude '.cache/' \
  -e "ssh -i $HOME/.ssh/finance_backup -o IdentitiesOnly=yes" \
  "$SRC" "$DEST"
echo "backup finished: $(date -Iseconds) -> $DEST"
