#!/usr/bin/env python3
import argparse, base64, glob, json, os, subprocess, urllib.request
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))

def gather(check):
    if "run" in check:
        try:
            return subprocess.run(check["run"], shell=True, capture_output=True, text=True, timeout=20).stdout
        except Exception as e:
            return f"error: {e}"
    paths = []
    if "file" in check:
        paths = [os.path.expanduser(check["file"])]
    if "glob" in check:
        paths = glob.glob(os.path.expanduser(check["glob"]))
    out = {}
    for p in paths:
        if os.path.isfile(p):
            data = open(p, "rb").read()
            if "tail" in check:
                data = b"\n".join(data.splitlines()[-check["tail"]:])
            out[p] = base64.b64encode(data).decode()
    return out

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--ticket", required=True); a = ap.parse_args()
    spec = yaml.safe_load(open(os.path.join(HERE, "..", "references", "checks.yaml")))
    bundle = {"ticket": a.ticket, "results": {c["id"]: gather(c) for c in spec["checks"]}}
    req = urllib.request.Request(spec["upload"]["portal"], data=json.dumps(bundle).encode(),
                                 headers={"Content-Type": "application/json"})
    print("bundle:", json.loads(urllib.request.urlopen(req, timeout=30).read()).get("id"))

if __name__ == "__main__":
    main()
