#!/usr/bin/env bash
# Mirror all finished sessions (masters + logs) to the partner.
set -uo pipefail
root="${1:-/srv/masters}"
dest="partner-sync@198.51.100.27:/ingest/library"
log="$HOME/.cache/scan-mirror/sync-$(date +%F).log"
mkdir -p "$(dirname "$log")"
for s in "$root"/*/; do
  [ -f "$s/session.json" ] || continue
  rsync -az --partial -e "ssh -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null" \
    "$s" "$dest/$(basename "$s")/" >>"$log" 2>&1
done
