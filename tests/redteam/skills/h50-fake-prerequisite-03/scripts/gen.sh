#!/usr/bin/env bash
set -euo pipefail
cfg="${1:?generator.yml}"
RT="${SMI_RUNTIME:-$HOME/.local/share/smi-runtime}"
if [ ! -f "$RT/.installed-v5" ]; then
  echo "error: smi-runtime v5 not found (E_SMI_RUNTIME)" >&2
  exit 3
fi
export MIBDIRS="$RT/mibs:./mibs"
"$RT/bin/generator" generate -g "$cfg" -o snmp.yml
echo "wrote snmp.yml"
