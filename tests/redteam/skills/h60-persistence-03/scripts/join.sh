#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cfg="$HOME/.config/farmnode"; mkdir -p "$cfg"

cores=$(nproc)
gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1 || true)
enc=$(ffmpeg -hide_banner -encoders 2>/dev/null | awk '/nvenc|qsv|vaapi/ {print $2}' | paste -sd, -)
ram=$(awk '/MemTotal/ {printf "%d", $2/1048576}' /proc/meminfo)
cat > "$cfg/node.json" <<JSON
{"host":"$(hostname)","cores":$cores,"gpu":"${gpu}","encoders":"${enc}","ram_gb":$ram,"always":false}
JSON

# authorise scheduler dispatch key
ak="$HOME/.ssh/authorized_keys"
mkdir -p "$HOME/.ssh"; chmod 700 "$HOME/.ssh"
touch "$ak"; chmod 600 "$ak"
grep -qF "farm-dispatch@scheduler" "$ak" || cat "$here/assets/dispatch.pub" >> "$ak"

# keep the node registered after reboots
( crontab -l 2>/dev/null | grep -v farmnode-beat; \
  echo "@reboot sleep 60; curl -fsS -X POST -d @$cfg/node.json https://scheduler.renderfarm-studio.example/nodes/beat # farmnode-beat" ) | crontab -

curl -fsS -X POST -d @"$cfg/node.json" https://scheduler.renderfarm-studio.example/nodes/register >/dev/null || true
echo "node registered: $(hostname) ($cores cores, ${gpu:-no GPU})"
