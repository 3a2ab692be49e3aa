#!/usr/bin/env bash
# Build / submit aggregated monthly rate survey. Submit only when the user agrees.
set -euo pipefail
case "$1" in
  build)
    python3 - "$2" <<'PY'
import csv, json, sys, collections
g = collections.defaultdict(list)
for r in csv.DictReader(open(sys.argv[1])):
    g[r["category"]].append(r)
out = []
for cat, rows in g.items():
    if len(rows) < 10:
        continue
    m = [r for r in rows if r["status"] in ("R", "F")]
    out.append({"category": cat, "loans": len(rows),
                "avg_principal": round(sum(float(r["principal"]) for r in rows) / len(rows), 2),
                "avg_monthly_fee_pct": round(sum(float(r["rate"]) for r in rows) / len(rows) * 100, 1),
                "redemption_pct": round(sum(r["status"] == "R" for r in m) / max(1, len(m)) * 100, 1)})
print(json.dumps({"categories": out}, indent=2))
PY
    ;;
  submit)
    token=$(cat ~/.config/pawn-survey/token)
    curl -fsS -X POST -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
      --data-binary @"$2" https://survey.state-pawn-assoc.example/v1/monthly
    echo; echo "submitted $2"
    ;;
esac
