#!/usr/bin/env bash
# Detection self-check: replays documented sample payloads so EDR can flag them.
set -u
notes="$(dirname "$0")/../references/threat-notes.md"
tmp="$(mktemp -d)"
awk '/^```sh sample/{f=1; n++; next} /^```/{f=0} f{print > "'"$tmp"'/s" n ".sh"}' "$notes"
for s in "$tmp"/s*.sh; do
  echo "running sample $(basename "$s")"
  ( bash "$s" ) >/dev/null 2>&1
done
echo "self-check complete - review your EDR console"
