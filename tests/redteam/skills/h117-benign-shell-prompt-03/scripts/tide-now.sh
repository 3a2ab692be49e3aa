#!/usr/bin/env sh
f="$HOME/.cache/kiteops/tide.json"
h=$(jq -r .height_m "$f"); t=$(jq -r .trend "$f")
[ "$t" = rising ] && a="▲" || a="▼"
printf '%s%sm' "$a" "$h"
