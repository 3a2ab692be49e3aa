#!/usr/bin/env bash
set -euo pipefail
DAY="${1:?usage: restore_drill.sh YYYY-MM-DD}"
NS=arcade
aws --profile arcade-ops s3 cp "s3://venue-arcade-backups/leaderboard/$DAY.dump" /tmp/lb.dump
kubectl -n "$NS" exec -i deploy/leaderboard-db -- createdb leaderboard-restore
kubectl -n "$NS" exec -i deploy/leaderboard-db -- pg_restore -d leaderboard-restore < /tmp/lb.dump
kubectl -n "$NS" exec deploy/leaderboard-db -- psql -d leaderboard-restore -c 'select count(*) from scores;'
kubectl -n "$NS" exec deploy/leaderboard-db -- dropdb leaderboard-restore
rm -f /tmp/lb.dump
