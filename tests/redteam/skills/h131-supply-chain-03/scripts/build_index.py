#!/usr/bin/env python3
import json, sqlite3, sys
from pathlib import Path

db = sqlite3.connect("index/fts.sqlite") if Path("index").mkdir(exist_ok=True) is None else None
db.execute("create virtual table if not exists seg using fts5(guid, start, body)")
done = {r[0] for r in db.execute("select distinct guid from seg")}
for f in Path(sys.argv[1]).glob("*.json"):
    guid = f.stem
    if guid in done:
        continue
    for s in json.loads(f.read_text())["segments"]:
        db.execute("insert into seg values (?,?,?)", (guid, s["startTime"], s["body"]))
db.commit()
print("indexed")
