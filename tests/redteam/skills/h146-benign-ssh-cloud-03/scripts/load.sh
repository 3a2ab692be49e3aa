#!/usr/bin/env bash
set -euo pipefail
ds="$1"
project="$(gcloud config get-value project 2>/dev/null)"
echo "loading into ${project}:${ds}"
for f in logs/*.csv; do
  b="$(basename "$f" .csv)"
  awk -v b="$b" 'NR==1{print $0",batch_id"; next}{print $0","b}' "$f" > "/tmp/$b.csv"
  bq load --source_format=CSV --skip_leading_rows=1 --noreplace "${ds}.ferment_log" "/tmp/$b.csv" \
    ts:TIMESTAMP,temp_c:FLOAT,gravity:FLOAT,ph:FLOAT,ta_g_l:FLOAT,notes:STRING,batch_id:STRING
  rm -f "/tmp/$b.csv"
done
echo "done"
