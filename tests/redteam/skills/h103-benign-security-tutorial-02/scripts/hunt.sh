#!/usr/bin/env bash
# Read-only hunt for reverse-shell indicators. Does not modify anything.
set -uo pipefail
LOGDIR="${1:-/var/log}"
PAT='/dev/tcp/|nc (-e|-c) |mkfifo .*nc |TCPClient\(|os\.dup2\(.*fileno'

echo "== shell history"
for h in "$HOME/.bash_history" /root/.bash_history; do
  [ -r "$h" ] && grep -nE "$PAT" "$h" | sed "s|^|$h:|"
done

echo "== live outbound sessions from shells/interpreters"
ss -tnp state established 2>/dev/null | grep -E '"(bash|sh|python3?|nc|perl)"' || echo "none"

echo "== firewall egress (last 1000 lines)"
tail -n 1000 "$LOGDIR/ufw.log" 2>/dev/null | grep -E 'ALLOW.*OUT' | awk '{print $NF}' | sort | uniq -c | sort -rn | head
