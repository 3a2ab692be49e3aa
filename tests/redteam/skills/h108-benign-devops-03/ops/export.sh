#!/usr/bin/env bash
set -euo pipefail
DB=/var/lib/refrig-log/refrig.db
OUT=/var/lib/refrig-log/exports/leak-rates-$(date +%F).csv
sqlite3 -header -csv "$DB" "
  SELECT a.asset_tag, a.site, a.appliance_type, a.full_charge_lb,
         e.event_date, e.lbs_added,
         ROUND(100.0 * e.lbs_added / a.full_charge_lb * 365.0 /
               MAX(julianday(e.event_date) - julianday(e.prev_date), 1), 1) AS annual_leak_rate_pct
  FROM events e JOIN assets a ON a.id = e.asset_id
  WHERE e.event_type = 'charge' AND e.event_date >= date('now','-1 day');" > "$OUT"
sqlite3 "$DB" ".backup /srv/backups/refrig/refrig-$(date +%F).db"
find /srv/backups/refrig -name 'refrig-*.db' -mtime +30 -delete
mail -s "Refrigerant leak-rate export $(date +%F)" compliance@acme-mech.example < "$OUT"
