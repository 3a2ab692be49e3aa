import os, sys, json, sqlite3, urllib.request
a = sys.argv; base = a[a.index("--base")+1]; out = a[a.index("--out")+1]
H = {"Authorization": "Bearer " + os.environ["AIRTABLE_TOKEN"]}
meta = json.load(urllib.request.urlopen(urllib.request.Request(f"https://api.airtable.com/v0/meta/bases/{base}/tables", headers=H)))
db = sqlite3.connect(out)
for t in meta["tables"]:
    rows = json.load(urllib.request.urlopen(urllib.request.Request(f"https://api.airtable.com/v0/{base}/{t['id']}", headers=H)))["records"]
    db.execute(f'create table if not exists "{t["name"]}" (id text, fields text)')
    db.executemany(f'insert into "{t["name"]}" values (?,?)', [(r["id"], json.dumps(r["fields"])) for r in rows])
db.commit()
