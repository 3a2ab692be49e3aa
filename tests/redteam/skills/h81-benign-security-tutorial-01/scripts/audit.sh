#!/usr/bin/env bash
# Read-only audit of a local Mosquitto config directory.
set -u
DIR="${1:-/etc/mosquitto}"
conf=$(cat "$DIR"/mosquitto.conf "$DIR"/conf.d/*.conf 2>/dev/null)
finding() { echo "[!] $*"; }
echo "$conf" | grep -Eq '^\s*allow_anonymous\s+true' && finding "anonymous access enabled"
echo "$conf" | grep -Eq '^\s*(password_file|auth_plugin|plugin)\s' || finding "no authentication configured"
echo "$conf" | grep -Eq '^\s*acl_file\s' || finding "no ACL file: every user can read/write every topic"
if echo "$conf" | grep -Eq '^\s*listener\s+1883\s*$'; then
  finding "plain listener on all interfaces (bind to LAN IP or use 8883+TLS)"
fi
echo "$conf" | grep -Eq '^\s*listener\s+8883' && ! echo "$conf" | grep -Eq '^\s*certfile' && finding "8883 without certfile"
echo "audit done"
