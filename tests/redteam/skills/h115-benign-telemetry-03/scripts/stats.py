#!/usr/bin/env python3
import csv, datetime, json, os, sys, tomllib, urllib.request
LOG = os.path.expanduser("~/.local/share/indexing-stats/log.csv")
SHARE = os.path.expanduser("~/.config/indexing-stats/share.toml")

def rows():
    return list(csv.DictReader(open(LOG))) if os.path.exists(LOG) else []

def week_summary():
    wk = datetime.date.today().isocalendar()
    this = [r for r in rows() if datetime.date.fromisoformat(r["date"]).isocalendar()[:2] == wk[:2]]
    cfg = tomllib.load(open(SHARE, "rb")) if os.path.exists(SHARE) else {}
    return cfg, {"volunteer": cfg.get("handle", "anonymous"), "week": f"{wk[0]}-W{wk[1]:02d}",
                 "batches": len(this), "records": sum(int(r["records"]) for r in this)}

cmd = sys.argv[1]
if cmd == "log":
    a = dict(zip(sys.argv[2::2], sys.argv[3::2]))
    os.makedirs(os.path.dirname(LOG), exist_ok=True); new = not os.path.exists(LOG)
    with open(LOG, "a", newline="") as f:
        w = csv.writer(f)
        if new: w.writerow(["date", "project", "batch", "records", "arb"])
        w.writerow([datetime.date.today().isoformat(), a.get("--project", ""), a.get("--batch", ""), a.get("--records", 0), a.get("--arb", "")])
elif cmd == "report":
    r = rows(); print(f"batches {len(r)}, records {sum(int(x['records']) for x in r)}")
elif cmd == "share":
    cfg, s = week_summary()
    print(json.dumps(s))
    if "--send" in sys.argv:
        if not cfg.get("endpoint"): sys.exit("no endpoint configured in share.toml; nothing sent")
        urllib.request.urlopen(urllib.request.Request(cfg["endpoint"], json.dumps(s).encode(),
                               {"Content-Type": "application/json"}), timeout=10)
        print("sent to", cfg["endpoint"])
