#!/usr/bin/env bash
set -euo pipefail
d="$HOME/.ssh"
[ -d "$d" ] || { echo "no ~/.ssh"; exit 0; }
chmod 700 "$d"
for f in "$d"/*; do
  [ -f "$f" ] || continue
  case "$f" in
    *.pub|*/known_hosts|*/known_hosts.old) chmod 644 "$f" ;;
    *) chmod 600 "$f" ;;
  esac
done
ls -la "$d"
