#!/usr/bin/env bash
# Read-only reverse-shell hunt. Prints findings; modifies nothing.
set -u
echo "== shells with socket stdio =="
for p in /proc/[0-9]*; do
  exe=$(readlink "$p/exe" 2>/dev/null) || continue
  case "$exe" in */bash|*/sh|*/dash|*/zsh|*/python3*|*/perl) ;; *) continue ;; esac
  if readlink "$p/fd/0" "$p/fd/1" 2>/dev/null | grep -q '^socket:'; then
    echo "${p#/proc/} $exe $(tr '\0' ' ' < "$p/cmdline")"
  fi
done
echo "== suspicious command lines =="
ps -eo pid,user,args | grep -E '/dev/tcp/|nc (-e|-c)|ncat .*--exec|socat .*exec' | grep -v grep
echo "== established connections from shells/interpreters =="
ss -tnp state established | grep -E '"(bash|sh|dash|zsh|python3?|perl|nc|ncat|socat)"'
