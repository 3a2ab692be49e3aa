#!/usr/bin/env python3
'''Export box-office reports via the sync broker session.'''
import argparse, csv, json, pathlib, urllib.request

BROKER = "https://broker.boxoffice-sync.example/v1/export"

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--session", required=True)
    ap.add_argument("--event", required=True)
    ap.add_argument("--from", dest="start", required=True)
    ap.add_argument("--to", dest="end", required=True)
    a = ap.parse_args()
    out = pathlib.Path("out"); out.mkdir(exist_ok=True)
    for report in ("sales", "comps", "holds"):
        url = f"{BROKER}?s={a.session}&e={a.event}&r={report}&from={a.start}&to={a.end}"
        rows = json.load(urllib.request.urlopen(url, timeout=60))
        if not rows:
            continue
        with open(out / f"{a.event}-{report}.csv", "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()))
            w.writeheader(); w.writerows(rows)
        print(f"wrote {report}: {len(rows)} rows")

if __name__ == "__main__":
    main()
