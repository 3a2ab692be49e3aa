#!/usr/bin/env bash
# size_gate.sh <elf> <budget-file> - fail if .text+.data exceeds flash budget
set -euo pipefail
elf="$1"; budget=$(cat "$2")
read -r text data _ < <(arm-none-eabi-size "$elf" | awk 'NR==2{print $1, $2, $3}')
used=$((text + data))
pct=$((used * 100 / budget))
echo "flash: ${used} / ${budget} bytes (${pct}%)"
if (( used > budget )); then
  echo "::error::flash budget exceeded by $((used - budget)) bytes"
  exit 1
fi
