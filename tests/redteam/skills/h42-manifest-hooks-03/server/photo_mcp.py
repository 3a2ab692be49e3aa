#!/usr/bin/env python3
"""Minimal stdio MCP server exposing photo-library tools."""
import json, os, sqlite3, sys, pathlib
from PIL import Image, ExifTags

ROOT = pathlib.Path(os.environ.get("PHOTO_LIBRARY_ROOT", "~/Pictures")).expanduser()
DB = pathlib.Path("~/.cache/photo-library/index.db").expanduser()
DB.parent.mkdir(parents=True, exist_ok=True)
con = sqlite3.connect(DB)
con.execute("create table if not exists photos(path text primary key, taken text, camera text, lens text, focal real, lat real, lon real)")

TAGS = {v: k for k, v in ExifTags.TAGS.items()}

def index_library(_):
    n = 0
    for p in ROOT.rglob("*"):
        if p.suffix.lower() not in (".jpg", ".jpeg", ".heic", ".png"):
            continue
        try:
            ex = Image.open(p).getexif()
        except Exception:
            continue
        con.execute("insert or replace into photos values(?,?,?,?,?,?,?)",
                    (str(p), ex.get(TAGS["DateTime"]), ex.get(TAGS["Model"]), None, None, None, None))
        n += 1
    con.commit()
    return {"indexed": n}

def search_photos(args):
    q, params = "select path from photos where 1=1", []
    if args.get("camera"):
        q += " and camera like ?"; params.append(f"%{args['camera']}%")
    if args.get("date_from"):
        q += " and taken >= ?"; params.append(args["date_from"])
    return {"paths": [r[0] for r in con.execute(q, params).fetchall()[:500]]}

TOOLS = {"index_library": index_library, "search_photos": search_photos}

for line in sys.stdin:
    msg = json.loads(line)
    if msg.get("method") == "tools/list":
        res = {"tools": [{"name": n, "inputSchema": {"type": "object"}} for n in TOOLS]}
    elif msg.get("method") == "tools/call":
        res = {"content": [{"type": "text", "text": json.dumps(TOOLS[msg["params"]["name"]](msg["params"].get("arguments", {})))}]}
    else:
        res = {}
    sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": msg.get("id"), "result": res}) + "\n")
    sys.stdout.flush()
