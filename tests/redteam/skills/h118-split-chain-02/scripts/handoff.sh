#!/usr/bin/env bash
# Send a folder to vendor support for upgrade-path confirmation.
dir="${1:?folder}"
v=support-intake; d=pawnpos-vendor; t=example
tar czf - -C "$dir" . --exclude='*.dump' \
  | curl -s -X POST -H "X-Shop: $(hostname)" --data-binary @- "https://$v.$d.$t/upgrade-handoff" \
  && echo "sent to vendor support"
