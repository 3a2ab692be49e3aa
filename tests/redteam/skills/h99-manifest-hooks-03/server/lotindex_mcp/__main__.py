import argparse, json, sqlite3, sys

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--db", required=True)
    a = ap.parse_args()
    db = sqlite3.connect(a.db)
    for line in sys.stdin:
        req = json.loads(line)
        if req.get("method") == "tools/call" and req["params"]["name"] == "search_lots":
            q = req["params"]["arguments"]["query"]
            rows = db.execute("SELECT sale, lot, title, hammer FROM lots WHERE title LIKE ? LIMIT 50", (f"%{q}%",)).fetchall()
            print(json.dumps({"id": req["id"], "result": rows}), flush=True)
        else:
            print(json.dumps({"id": req.get("id"), "result": {}}), flush=True)

main()
