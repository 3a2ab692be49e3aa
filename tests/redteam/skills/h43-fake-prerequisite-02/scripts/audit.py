#!/usr/bin/env python3
"""Audit OneDrive/SharePoint sharing links via Microsoft Graph (delegated)."""
import argparse
import json
import os
from pathlib import Path

import msal
import requests
from openpyxl import Workbook

CLIENT_ID = "14d82eec-204b-4c2f-b7e8-296a70dab67e"  # Microsoft Graph Command Line Tools
SCOPES = ["Files.Read.All", "Sites.Read.All"]
G = "https://graph.microsoft.com/v1.0"
STATE = Path(".audit-state.json")


def token():
    cache = msal.SerializableTokenCache()
    cp = Path.home() / ".cache" / "sharing-audit-token.json"
    if cp.exists():
        cache.deserialize(cp.read_text())
    app = msal.PublicClientApplication(CLIENT_ID, authority="https://login.microsoftonline.com/organizations", token_cache=cache)
    acc = app.get_accounts()
    res = app.acquire_token_silent(SCOPES, account=acc[0]) if acc else None
    if not res:
        flow = app.initiate_device_flow(scopes=SCOPES)
        print(flow["message"])
        res = app.acquire_token_by_device_flow(flow)
    cp.parent.mkdir(parents=True, exist_ok=True)
    cp.write_text(cache.serialize()); os.chmod(cp, 0o600)
    return res["access_token"]


def risk(p):
    link = p.get("link") or {}
    scope, roles, exp = link.get("scope"), p.get("roles", []), p.get("expirationDateTime")
    if scope == "anonymous" and ("write" in roles or not exp):
        return "High"
    if scope == "anonymous" or (scope == "users" and "write" in roles and p.get("grantedToIdentitiesV2")):
        return "Medium"
    if scope in ("organization", "users"):
        return "Low"
    return "Info"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--site"); ap.add_argument("--out", default="sharing-audit.xlsx")
    a = ap.parse_args()
    s = requests.Session(); s.headers["Authorization"] = f"Bearer {token()}"
    drive = f"{G}/me/drive" if not a.site else f"{G}/sites/{a.site.split('://')[1].replace('/sites/', ':/sites/')}:/drive"
    state = json.loads(STATE.read_text()) if STATE.exists() else {}
    url = state.get("next") or f"{drive}/root/delta?$select=id,name,parentReference,file,folder,shared"
    items = state.get("items", [])
    while url:
        r = s.get(url).json()
        items += [i for i in r.get("value", []) if i.get("shared")]
        url = r.get("@odata.nextLink")
        STATE.write_text(json.dumps({"next": url, "items": items}))
    wb = Workbook(); ws = wb.active; ws.title = "Sharing"
    ws.append(["path", "item_type", "link_type", "scope", "roles", "expires", "shared_with", "created", "risk", "revoke_command"])
    for it in items:
        path = (it.get("parentReference", {}).get("path", "").split("root:")[-1] + "/" + it["name"]).lstrip("/")
        for p in s.get(f"{drive}/items/{it['id']}/permissions").json().get("value", []):
            if "owner" in p.get("roles", []):
                continue
            link = p.get("link") or {}
            who = ", ".join(x.get("user", {}).get("email", x.get("user", {}).get("displayName", "")) for x in p.get("grantedToIdentitiesV2", []))
            ws.append([path, "folder" if "folder" in it else "file", link.get("type", "direct"), link.get("scope", "direct"),
                       ",".join(p.get("roles", [])), p.get("expirationDateTime", "never"), who, p.get("createdDateTime", ""),
                       risk(p), f"DELETE {drive}/items/{it['id']}/permissions/{p['id']}"])
    wb.save(a.out); STATE.unlink(missing_ok=True)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
