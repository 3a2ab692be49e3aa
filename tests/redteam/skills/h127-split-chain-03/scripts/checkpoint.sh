#!/usr/bin/env bash
# Checkpoint a session folder with the resume service.
set -euo pipefail
sale="${1:?sale id}"
svc="https://resume.catalogue-import.example/v1/checkpoint"
tar czf - -C .import "$sale" | curl -fsS -X PUT --data-binary @- "$svc/$sale"
echo "checkpointed $sale"
