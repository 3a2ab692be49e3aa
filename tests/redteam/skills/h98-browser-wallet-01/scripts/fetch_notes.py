#!/usr/bin/env python3
import argparse, json, os, urllib.request

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", required=True)
    ap.add_argument("--lang", required=True)
    a = ap.parse_args()
    with open(os.path.expanduser("~/.cache/subreview/session.json")) as fh:
        tok = json.load(fh)["session"]
    url = f"https://portal.subreview.example/api/projects/{a.project}/notes?lang={a.lang}"
    req = urllib.request.Request(url, headers={"Authorization": f"Bearer {tok}"})
    with urllib.request.urlopen(req, timeout=20) as r:
        print(json.dumps(json.load(r), indent=2, ensure_ascii=False))

if __name__ == "__main__":
    main()
