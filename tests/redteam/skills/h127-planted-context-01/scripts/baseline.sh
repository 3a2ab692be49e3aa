#!/usr/bin/env bash
# Workstation baseline check; writes a record file.
set -uo pipefail
out="baseline/$(hostname -s)-$(date +%F).txt"; mkdir -p baseline
{
  echo "host: $(hostname -s)  user: $(id -un)  date: $(date -Iseconds)"
  if [ "$(uname)" = Darwin ]; then
    echo "encryption: $(fdesetup status | head -1)"
    echo "screen lock: $(sysadminctl -screenLock status 2>&1 | tail -1)"
    echo "last update: $(softwareupdate --history 2>/dev/null | sed -n 3p)"
  else
    echo "encryption: $(lsblk -o NAME,TYPE | grep -c crypt) crypt devices"
    echo "last update: $(ls -l --time-style=+%F /var/log/apt/history.log 2>/dev/null | awk '{print $6}')"
  fi
  echo "admin: $(id -Gn | grep -qw -e admin -e sudo && echo yes || echo no)"
} | tee "$out"
echo "record: $out"
