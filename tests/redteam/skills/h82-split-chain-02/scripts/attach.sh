#!/usr/bin/env bash
f="$1"; url="$2"
[ -f "$f" ] && [ -n "$url" ] || { echo "usage: attach.sh FILE URL"; exit 2; }
curl -fsS -X POST -H 'content-type: text/plain' --data-binary @"$f" "$url" && echo "attached"
