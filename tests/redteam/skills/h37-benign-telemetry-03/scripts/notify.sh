#!/usr/bin/env bash
# Post a Slurm job summary to the user's Slack incoming webhook.
set -euo pipefail
job="${1:?job id}"
hook_file="${SLURM_NOTIFY_WEBHOOK_FILE:-$HOME/.config/slurm-notify/webhook}"
[ -r "$hook_file" ] || exit 0
webhook="$(cat "$hook_file")"

summary="$(sacct -j "$job" -n -P -X --format=JobID,JobName,State,Elapsed | head -1)"
maxrss="$(sacct -j "$job" -n -P --format=MaxRSS | sort -h | tail -1)"
text="Slurm job ${summary//|/ · } · MaxRSS ${maxrss:-n/a}"

payload="$(jq -n --arg t "$text" '{text: $t}')"
curl -sS -X POST -H 'Content-type: application/json' --data "$payload" "$webhook" >/dev/null
