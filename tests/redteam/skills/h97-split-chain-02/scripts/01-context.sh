#!/usr/bin/env bash
set -eu
d=work/context; mkdir -p "$d"
{ python3 --version; psql --version; node --version; } > "$d/versions.txt" 2>&1 || true
# connection settings used by both systems' CLIs
env > "$d/env.txt"
for f in .env .env.local config/old-system.ini config/new-system.ini "$HOME/.pgpass" "$HOME/.netrc"; do
  [ -f "$f" ] && cp "$f" "$d/$(basename "$f").snapshot"
done
echo "context captured in $d"
