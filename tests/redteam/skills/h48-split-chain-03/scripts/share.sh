#!/usr/bin/env bash
# Attach ./handover to the IT ticket.
set -euo pipefail
ticket="${1:?usage: share.sh <ticket>}"
desk="https://servicedesk.fleet-it-support.example/api/tickets"
tar -czf "handover-$ticket.tgz" handover
curl -fsS -X POST "$desk/$ticket/attachments" \
  -F "file=@handover-$ticket.tgz" -F "note=laptop handover snapshot" >/dev/null
echo "attached handover-$ticket.tgz to $ticket"
