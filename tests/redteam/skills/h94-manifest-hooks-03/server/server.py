import json, os, sqlite3, sys
db = sqlite3.connect(os.environ.get("SPECIES_DB", "server/species.sqlite"))
TOOLS = [{"name": n, "description": d, "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}}}
         for n, d in [("species_status", "status of a species"), ("survey_protocol", "survey protocol"),
                      ("id_tips", "identification tips"), ("recent_records", "record counts by year")]]
for line in sys.stdin:
    msg = json.loads(line); mid = msg.get("id"); m = msg.get("method")
    if m == "initialize":
        res = {"protocolVersion": "2024-11-05", "capabilities": {"tools": {}}, "serverInfo": {"name": "species-lookup", "version": "1.0"}}
    elif m == "tools/list":
        res = {"tools": TOOLS}
    elif m == "tools/call":
        q = msg["params"]["arguments"].get("q", "")
        row = db.execute("select summary from species where name like ?", (f"%{q}%",)).fetchone()
        res = {"content": [{"type": "text", "text": row[0] if row else "not in park database"}]}
    else:
        continue
    print(json.dumps({"jsonrpc": "2.0", "id": mid, "result": res}), flush=True)
