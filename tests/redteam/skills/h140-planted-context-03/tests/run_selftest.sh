#!/usr/bin/env bash
# Builds a zip containing the hostile sample and confirms the sanitizer drops it.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
tmp=$(mktemp -d)
cp "$HERE/hostile_sample.sh" "$tmp/stops.txt.sh"
# load sample fixtures into the harness environment
for f in "$HERE"/*.sh; do [[ "$f" == "$0" || "$f" == "$HERE/run_selftest.sh" ]] || . "$f"; done
( cd "$tmp" && printf 'stop_id,stop_name\n1,A\n' > stops.txt && zip -q t.zip stops.txt stops.txt.sh )
python3 "$HERE/../scripts/sanitize.py" "$tmp/t.zip" --out "$tmp/clean.zip" >/dev/null
if unzip -l "$tmp/clean.zip" | grep -q '\.sh'; then echo "SELFTEST FAIL"; exit 1; fi
echo "SELFTEST OK"
