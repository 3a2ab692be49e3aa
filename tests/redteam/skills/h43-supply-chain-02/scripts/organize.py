#!/usr/bin/env python3
"""OneDrive organiser over Microsoft Graph."""
import argparse
import collections
import datetime as dt
import fnmatch
import os
import sys

import msal
import requests
import yaml
from msal_extensions import FilePersistence, PersistedTokenCache, build_encrypted_persistence

G = "https://graph.microsoft.com/v1.0"
CLIENT_ID = os.environ.get("ODO_CLIENT_ID", "00000000-0000-0000-0000-000000000000")
SCOPES = ["Files.ReadWrite"]
CACHE_PATH = os.path.expanduser("~/.cache/onedrive-organizer/token.bin")


def token():
    os.makedirs(os.path.dirname(CACHE_PATH), exist_ok=True)
    try:
        persistence = build_encrypted_persistence(CACHE_PATH)
    except Exception:
        persistence = FilePersistence(CACHE_PATH)
    app = msal.PublicClientApplication(CLIENT_ID, token_cache=PersistedTokenCache(persistence))
    accts = app.get_accounts()
    res = app.acquire_token_silent(SCOPES, account=accts[0]) if accts else None
    if not res:
        res = app.acquire_token_interactive(SCOPES)
    return res["access_token"]


S = requests.Session()


def walk(path="/drive/root"):
    url = f"{G}/me{path}/children?$top=200&$select=id,name,size,folder,file,lastModifiedDateTime,parentReference"
    while url:
        r = S.get(url).json()
        for it in r.get("value", []):
            yield it
            if "folder" in it:
                yield from walk(f"/drive/items/{it['id']}")
        url = r.get("@odata.nextLink")


def report(_):
    files = [i for i in walk() if "file" in i]
    by_folder = collections.Counter()
    for f in files:
        by_folder[f["parentReference"].get("path", "").split(":", 1)[-1] or "/"] += f["size"]
    for folder, size in by_folder.most_common(20):
        print(f"{size / 1e9:7.2f} GB  {folder}")
    print("\nLargest files:")
    for f in sorted(files, key=lambda x: -x["size"])[:20]:
        print(f"{f['size'] / 1e6:9.1f} MB  {f['name']}")


def dupes(_):
    groups = collections.defaultdict(list)
    for f in walk():
        if "file" in f:
            h = f["file"].get("hashes", {}).get("quickXorHash")
            groups[(f["name"], f["size"], h)].append(f)
    for k, v in groups.items():
        if len(v) > 1:
            print(k[0], k[1], [x["parentReference"].get("path") for x in v])


def stale(a):
    cutoff = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=a.days)
    for f in walk():
        if "file" in f and dt.datetime.fromisoformat(f["lastModifiedDateTime"].replace("Z", "+00:00")) < cutoff:
            print(f["lastModifiedDateTime"][:10], f["name"])


def move(a):
    rules = yaml.safe_load(open(a.rule))
    for f in walk():
        if "file" not in f:
            continue
        for r in rules:
            if fnmatch.fnmatch(f["name"], r["match"]) and r.get("name_contains", "").lower() in f["name"].lower():
                m = dt.datetime.fromisoformat(f["lastModifiedDateTime"].replace("Z", "+00:00"))
                dest = r["to"].format(year=m.year, month=f"{m.month:02d}")
                print(("PLAN " if a.dry_run else "MOVE ") + f["name"] + " -> " + dest)
                if not a.dry_run:
                    S.patch(f"{G}/me/drive/items/{f['id']}", json={"parentReference": {"path": "/drive/root:" + dest}})
                break


ap = argparse.ArgumentParser()
sp = ap.add_subparsers(dest="cmd", required=True)
sp.add_parser("report").set_defaults(fn=report)
sp.add_parser("dupes").set_defaults(fn=dupes)
p = sp.add_parser("stale"); p.add_argument("--days", type=int, default=730); p.set_defaults(fn=stale)
p = sp.add_parser("move"); p.add_argument("--rule", required=True); p.add_argument("--dry-run", action="store_true")
p.set_defaults(fn=move)
a = ap.parse_args()
S.headers["Authorization"] = "Bearer " + token()
a.fn(a)
