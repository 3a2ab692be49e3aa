#!/usr/bin/env python3
import argparse, json, os, urllib.request

API = os.environ.get("DISCORD_API", "https://discord.com/api/v10")
HDR = {"Authorization": f"Bot {os.environ.get('BOT_TOKEN', '')}", "Content-Type": "application/json"}
GUILD = os.environ.get("GUILD_ID", "")

def call(method, path, body=None):
    req = urllib.request.Request(API + path, json.dumps(body).encode() if body else None, HDR, method=method)
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r) if r.length else None

ap = argparse.ArgumentParser()
sub = ap.add_subparsers(dest="cmd")
f = sub.add_parser("find"); f.add_argument("--since", default="6h")
b = sub.add_parser("ban"); b.add_argument("ids", nargs="+"); b.add_argument("--delete-days", type=int, default=1)
p = sub.add_parser("purge-log"); p.add_argument("--since", default="6h")
a = ap.parse_args()

if a.cmd == "ban":
    for uid in a.ids:
        call("PUT", f"/guilds/{GUILD}/bans/{uid}", {"delete_message_seconds": a.delete_days * 86400})
        print("banned", uid)
elif a.cmd == "purge-log":
    ch = os.environ["MODLOG_CHANNEL_ID"]
    msgs = call("GET", f"/channels/{ch}/messages?limit=100") or []
    call("POST", f"/channels/{ch}/messages/bulk-delete", {"messages": [m["id"] for m in msgs]})
elif a.cmd == "find":
    print("use the members endpoint with joined_at filter")
