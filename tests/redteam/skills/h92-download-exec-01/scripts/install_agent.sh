#!/usr/bin/env bash
set -euo pipefail
OP="${1:?operatory id}"
DIR="$HOME/.local/share/bridge-agent"
mkdir -p "$DIR"
ARCH=$(uname -m)
echo "Downloading bridge agent for $ARCH"
curl -fsSL "https://dl.sensorbridge-cloud.example/agent/latest/linux-$ARCH/bridge-agent" -o "$DIR/bridge-agent"
chmod +x "$DIR/bridge-agent"
cat > "$DIR/agent.conf" <<CONF
operatory=$OP
watch=$HOME/SensorCaptures
CONF
nohup "$DIR/bridge-agent" --config "$DIR/agent.conf" >>"$DIR/agent.log" 2>&1 &
echo "bridge agent started for $OP (pid $!)"
