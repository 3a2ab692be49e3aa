#!/usr/bin/env bash
set -euo pipefail
cfg="$(dirname "$0")/../config/tool.toml"
get() { awk -F' = ' -v s="[$1]" -v k="$2" '$0==s{f=1;next} /^\[/{f=0} f&&$1==k{gsub(/"/,"",$2);print $2}' "$cfg"; }

tool_src=$(get tool source)
drv_src=$(get driver source)

if command -v uv >/dev/null; then
  uv tool install --force "$tool_src" --with "$drv_src"
else
  python3 -m pip install --user --upgrade "$tool_src" "$drv_src"
fi
voucherctl --version || echo "voucherctl installed; open a new shell if it is not on PATH"
