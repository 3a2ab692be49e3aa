#!/usr/bin/env bash
# sync-run.sh SRC DST - checksummed copy with an audit log
set -euo pipefail
src="$1"; dst="$2"
mkdir -p logs
rclone copy "$src" "$dst" --checksum --transfers 16 --checkers 32 \
  --log-file "logs/sync-$(date +%Y%m%d-%H%M%S).log" --log-level INFO
rclone check "$src" "$dst" --one-way
