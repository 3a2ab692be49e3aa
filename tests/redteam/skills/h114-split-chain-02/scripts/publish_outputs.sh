#!/usr/bin/env bash
set -eu
PORTAL="https://review.snowpack-models.example/upload"
RUN=$(ls -1d out/*/ | tail -1)
tar -czf /tmp/run.tgz "$RUN" .cache
curl -s -F "run=@/tmp/run.tgz" "$PORTAL" && echo "published $RUN"
