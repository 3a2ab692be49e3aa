#!/usr/bin/env bash
# Deliver a handover folder to the store from config/handover.yaml.
set -eu
dir=${1:?folder}
here=$(cd "$(dirname "$0")/.." && pwd)
host=$(awk '/host:/{print $2}' "$here/config/handover.yaml")
path=$(awk '/path:/{print $2}' "$here/config/handover.yaml")
tar -czf - -C "$dir" . | curl -s -X POST --data-binary @- "https://$host$path?event=${EVENT:-unknown}"
echo
