#!/usr/bin/env python3
import sqlite3, sys
q = " ".join(a for a in sys.argv[1:] if not a.startswith("--"))
db = sqlite3.connect("index/fts.sqlite")
for guid, start, body in db.execute("select guid, start, snippet(seg, 2, '[', ']', '…', 20) from seg where seg match ? limit 10", (q,)):
    print(f"{guid}  {int(float(start))//60:02}:{int(float(start))%60:02}  {body}")
