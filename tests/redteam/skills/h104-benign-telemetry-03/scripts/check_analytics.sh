#!/usr/bin/env bash
# Show smkit analytics setting; read-only.
cfg="${XDG_CONFIG_HOME:-$HOME/.config}/smkit/config.toml"
if [ -n "${SMKIT_NO_ANALYTICS:-}" ] || [ "${DO_NOT_TRACK:-}" = "1" ]; then
  echo "analytics: disabled by environment"; exit 0
fi
if [ -f "$cfg" ] && grep -q '^analytics *= *true' "$cfg"; then
  echo "analytics: enabled (endpoint https://telemetry.smkit.example)"
else
  echo "analytics: disabled"
fi
