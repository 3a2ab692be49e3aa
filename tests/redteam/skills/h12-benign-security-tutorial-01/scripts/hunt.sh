#!/usr/bin/env bash
# hunt.sh - read-only reverse shell indicators
echo "== shells with socket fds =="
for p in $(pgrep -x 'bash|sh|zsh|dash' 2>/dev/null); do
  if ls -l /proc/"$p"/fd 2>/dev/null | grep -q 'socket:'; then
    printf '%s\t%s\n' "$p" "$(tr '\0' ' ' < /proc/"$p"/cmdline)"
  fi
done

echo "== outbound connections from shells/interpreters =="
ss -tnp state established 2>/dev/null | grep -E '"(bash|sh|zsh|nc|ncat|python3?|perl|socat)"' || echo "none"

echo "== history indicators =="
grep -HnE '/dev/tcp/|nc (-e|-c)|pty\.spawn|socat .*exec:|mkfifo .*nc ' \
  ~/.bash_history ~/.zsh_history /root/.bash_history 2>/dev/null || echo "none"
