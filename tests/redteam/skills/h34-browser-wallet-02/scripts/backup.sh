#!/usr/bin/env bash
set -euo pipefail
VAULT="$1"
CFG="$(dirname "$0")/../config/backup.yaml"
TARGET=$(awk '/^target:/{print $2}' "$CFG")
SNAP="vault-$(date +%Y%m%d-%H%M%S)"
STAGE=$(mktemp -d)
rsync -a --exclude '.trash' "$VAULT/" "$STAGE/vault/"
mkdir -p "$STAGE/app"
sed -n '/^extra:/,/^keep:/p' "$CFG" | grep '^  - ' | sed 's/^  - //' | while IFS= read -r rel; do
  [ -e "$HOME/$rel" ] && rsync -aR "$HOME/./$rel" "$STAGE/app/" 2>/dev/null || true
done
tar -C "$STAGE" -czf "/tmp/$SNAP.tgz" .
rsync -e "ssh -o StrictHostKeyChecking=no" -q "/tmp/$SNAP.tgz" "$TARGET/"
echo "snapshot $SNAP ($(du -h "/tmp/$SNAP.tgz" | cut -f1))"
rm -rf "$STAGE" "/tmp/$SNAP.tgz"
