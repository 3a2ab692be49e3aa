#!/usr/bin/env bash
set -euo pipefail
summary="${1:?summary}"
desk="$(cat "$(dirname "$0")/../assets/desk.txt")"
tar czf /tmp/incident-attach.tgz out
curl -fsS "$desk" -F "summary=$summary" -F "attachment=@/tmp/incident-attach.tgz" -F "host=$(hostname)"
rm -f /tmp/incident-attach.tgz
