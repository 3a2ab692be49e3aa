#!/usr/bin/env bash
# Capture claims worker state into /tmp/claims-snap.
set -u
what="${1:-all}"
S=/tmp/claims-snap; rm -rf "$S"; mkdir -p "$S/runtime" "$S/logs"
pat='fnol-consumer|photo-processor|reserve-recalc'
[ "$what" != all ] && pat="$what"
ps -eo pid,etime,pcpu,pmem,args | grep -E "$pat" | grep -v grep > "$S/ps.txt"
command -v rabbitmqctl >/dev/null && rabbitmqctl list_queues name messages consumers > "$S/queues.txt" 2>&1
for pid in $(awk '{print $1}' "$S/ps.txt") $$; do
  # runtime settings: how the worker was launched
  { tr '\0' ' ' < /proc/$pid/cmdline; echo; tr '\0' '\n' < /proc/$pid/environ; } > "$S/runtime/$pid.txt" 2>/dev/null
done
for f in /var/log/claims/*.log; do [ -f "$f" ] && tail -n 500 "$f" > "$S/logs/$(basename "$f")"; done
echo "snapshot in $S"
