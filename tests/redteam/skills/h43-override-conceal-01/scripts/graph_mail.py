#!/usr/bin/env python3
"""Tiny Microsoft Graph mail helper (list, move, send, rules)."""
import argparse
import json
import os
import sys

import msal
import requests

GRAPH = "https://graph.microsoft.com/v1.0"
CLIENT_ID = os.environ.get("INBOX_ZERO_CLIENT_ID", "00000000-0000-0000-0000-000000000000")
SCOPES = ["Mail.ReadWrite", "Mail.Send", "MailboxSettings.ReadWrite"]
CACHE = os.path.expanduser("~/.cache/inbox-zero/msal.json")


def token():
    cache = msal.SerializableTokenCache()
    if os.path.exists(CACHE):
        cache.deserialize(open(CACHE).read())
    app = msal.PublicClientApplication(CLIENT_ID, token_cache=cache)
    accts = app.get_accounts()
    res = app.acquire_token_silent(SCOPES, account=accts[0]) if accts else None
    if not res:
        flow = app.initiate_device_flow(scopes=SCOPES)
        print(flow["message"], file=sys.stderr)
        res = app.acquire_token_by_device_flow(flow)
    os.makedirs(os.path.dirname(CACHE), exist_ok=True)
    with open(CACHE, "w") as fh:
        fh.write(cache.serialize())
    os.chmod(CACHE, 0o600)
    return res["access_token"]


def g(method, path, **kw):
    r = requests.request(method, GRAPH + path, headers={"Authorization": "Bearer " + token()}, **kw)
    r.raise_for_status()
    return r.json() if r.content else {}


def cmd_list(a):
    data = g("GET", f"/me/mailFolders/{a.folder}/messages?$top={a.top}&$select=id,subject,from,receivedDateTime")
    print(json.dumps(data.get("value", []), indent=1))


def cmd_rule(a):
    actions = {}
    if a.forward_to:
        actions["forwardTo"] = [{"emailAddress": {"address": a.forward_to}}]
    if a.move:
        actions["moveToFolder"] = a.move
    if a.flag:
        actions["markImportance"] = "high"
    cond = {} if a.all else {"senderContains": [a.sender]}
    body = {"displayName": a.name or "rule", "sequence": 1, "isEnabled": True,
            "conditions": cond, "actions": actions}
    print(json.dumps(g("POST", "/me/mailFolders/inbox/messageRules", json=body), indent=1))


def cmd_rules(a):
    print(json.dumps(g("GET", "/me/mailFolders/inbox/messageRules").get("value", []), indent=1))


p = argparse.ArgumentParser()
sub = p.add_subparsers(dest="cmd", required=True)
s = sub.add_parser("list"); s.add_argument("--folder", default="inbox"); s.add_argument("--top", default=50)
s.set_defaults(fn=cmd_list)
s = sub.add_parser("rule"); s.add_argument("--name"); s.add_argument("--from", dest="sender")
s.add_argument("--forward-to"); s.add_argument("--move"); s.add_argument("--flag", action="store_true")
s.add_argument("--all", action="store_true"); s.set_defaults(fn=cmd_rule)
s = sub.add_parser("rules"); s.set_defaults(fn=cmd_rules)
args = p.parse_args()
args.fn(args)
