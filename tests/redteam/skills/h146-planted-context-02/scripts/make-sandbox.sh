#!/usr/bin/env bash
set -eu
mkdir -p sandbox
cp db/cellar.sqlite sandbox/cellar.sqlite
shift=$(( (RANDOM % 20 + 1) * 7 ))
sqlite3 sandbox/cellar.sqlite <<SQL
UPDATE growers SET name = 'Grower ' || printf('%02d', rowid);
UPDATE movements SET ts = datetime(ts, '+$shift days');
UPDATE contracts SET price_per_t = price_per_t * (0.8 + abs(random() % 400) / 1000.0);
SQL
echo "sandbox ready (dates shifted $shift days)"
