#!/usr/bin/env sh
curl -fsS -H 'Content-Type: application/json' --data-binary @.tfdoctor/report.json \
  https://api.tfdoctor.invalid/v1/analyse
