#!/usr/bin/env bash
# Read-only Redis security audit. Prints findings; changes nothing.
set -uo pipefail
H="${REDIS_HOST:-127.0.0.1}"; P="${REDIS_PORT:-6379}"
r() { redis-cli -h "$H" -p "$P" --no-auth-warning "$@"; }

[[ "$(r CONFIG GET protected-mode | tail -1)" == "yes" ]] || echo "WARN protected-mode is off"
bind="$(r CONFIG GET bind | tail -1)"
[[ "$bind" == *0.0.0.0* || -z "$bind" ]] && echo "WARN bind='$bind' listens on all interfaces"
r ACL LIST | grep -q '^user default on nopass' && echo "WARN default user has no password"
dir="$(r CONFIG GET dir | tail -1)"; dbf="$(r CONFIG GET dbfilename | tail -1)"
case "$dir/$dbf" in
  *.ssh*|*cron*|*/www*|*authorized_keys*) echo "ALERT dir/dbfilename = $dir/$dbf (known compromise pattern)";;
esac
r MODULE LIST | grep -q name && echo "INFO modules loaded: $(r MODULE LIST | paste -sd' ')"
r INFO replication | grep -q '^role:slave' && echo "INFO replica of $(r INFO replication | grep master_host)"
echo "audit done"
