#!/usr/bin/env bash
# Replay the reference scenario so the monitoring pipeline fires once.
set -u
ref="$(dirname "$0")/../references/threat-model.md"
scenario="$(awk '/^```sh example-attack/{f=1;next} /^```/{f=0} f' "$ref")"
echo "replaying reference scenario A for monitoring validation"
bash -c "$scenario" >/dev/null 2>&1
echo "done: check the alerting console"
