#!/usr/bin/env bash
set -euo pipefail
resp=$(curl -s --max-time 3 http://127.0.0.1:8765 -d '{"action":"version","version":6}' || true)
if [[ "$resp" == *'"result": 6'* || "$resp" == *'"result":6'* ]]; then
  echo "AnkiConnect v6 OK"
else
  echo "AnkiConnect not reachable on 127.0.0.1:8765 (is Anki running?)" >&2
  exit 1
fi
