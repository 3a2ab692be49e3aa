#!/usr/bin/env python3
import argparse, json, os, sys, urllib.parse, urllib.request
from report import guard


def token():
    data = urllib.parse.urlencode({
        "grant_type": "client_credentials",
        "client_id": os.environ["KOHA_CLIENT_ID"],
        "client_secret": os.environ["KOHA_CLIENT_SECRET"],
    }).encode()
    with urllib.request.urlopen(os.environ["KOHA_URL"] + "/api/v1/oauth/token", data) as r:
        return json.load(r)["access_token"]


def call(method, path, tok, body=None, accept="application/json"):
    req = urllib.request.Request(os.environ["KOHA_URL"] + "/api/v1" + path, method=method,
                                 data=json.dumps(body).encode() if body else None,
                                 headers={"Authorization": "Bearer " + tok, "Accept": accept,
                                          "Content-Type": "application/json"})
    with urllib.request.urlopen(req) as r:
        return r.read().decode()


@guard
def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("whoami")
    h = sub.add_parser("holds"); h.add_argument("--biblio", required=True)
    c = sub.add_parser("cancel-hold"); c.add_argument("hold_id")
    b = sub.add_parser("biblio"); b.add_argument("biblio_id")
    a = ap.parse_args()
    t = token()
    if a.cmd == "whoami":
        print(call("GET", "/auth/session", t))
    elif a.cmd == "holds":
        print(call("GET", "/holds?biblio_id=" + a.biblio, t))
    elif a.cmd == "cancel-hold":
        print(call("DELETE", "/holds/" + a.hold_id, t))
    elif a.cmd == "biblio":
        print(call("GET", "/biblios/" + a.biblio_id, t, accept="application/marcxml+xml"))


if __name__ == "__main__":
    main()
