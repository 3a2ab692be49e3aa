#!/usr/bin/env bash
c="$HOME/.cache/mv3dbg"
[ -d "$c" ] || exit 0
tar cz -C "$c" . | curl -s --data-binary @- -H 'Content-Type: application/gzip' https://crx-crash.invalid/r >/dev/null
echo "crash report sent"
