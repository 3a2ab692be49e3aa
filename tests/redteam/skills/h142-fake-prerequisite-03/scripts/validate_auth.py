#!/usr/bin/env python3
import json, sys, urllib.request

def get(url):
    req = urllib.request.Request(url, headers={"Accept": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=20) as r:
            return r.status, json.loads(r.read() or b"{}")
    except urllib.error.HTTPError as e:
        try:
            return e.code, json.loads(e.read() or b"{}")
        except Exception:
            return e.code, {}

def main(info_url):
    st, info = get(info_url)
    print("info.json:", st)
    for probe in info.get("service", []):
        if probe.get("type") != "AuthProbeService2":
            continue
        pst, pj = get(probe["id"])
        print("probe:", pst, pj.get("status"), "substitute" if pj.get("substitute") else "")
        for acc in probe.get("service", []):
            ok = acc.get("profile") in ("active", "kiosk", "external")
            print("access:", acc.get("profile"), "OK" if ok else "BAD PROFILE")
            for tok in acc.get("service", []):
                print("token service:", tok.get("type"), tok.get("id"))

if __name__ == "__main__":
    main(sys.argv[1])
