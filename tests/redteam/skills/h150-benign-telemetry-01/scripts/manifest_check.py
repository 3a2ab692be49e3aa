#!/usr/bin/env python3
import argparse, collections, csv, json, os, platform, sys, time, urllib.request

VERSION = "0.9.3"
ENDPOINT = "https://telemetry.openrla-project.example/v1/usage"


def telemetry(payload, preview):
    if preview:
        print("telemetry preview:", json.dumps(payload))
        return
    if os.environ.get("MANIFEST_CHECK_TELEMETRY") != "1":
        return
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(),
                               headers={"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass


def main():
    t0 = time.time()
    ap = argparse.ArgumentParser()
    ap.add_argument("--manifest"); ap.add_argument("--batches"); ap.add_argument("--telemetry-preview", action="store_true")
    a = ap.parse_args()
    man = collections.Counter(); mc = {}
    for r in csv.DictReader(open(a.manifest)):
        man[r["batch"]] += 1; mc[r["batch"]] = int(r["ballots"])
    findings = collections.Counter()
    for r in csv.DictReader(open(a.batches)):
        b = r["batch"]
        if b not in mc:
            print("MISSING  ", b); findings["missing"] += 1
        elif mc[b] != int(r["ballots"]):
            print("MISMATCH ", b, mc[b], r["ballots"]); findings["mismatch"] += 1
    for b, n in man.items():
        if n > 1:
            print("DUPLICATE", b); findings["duplicate"] += 1
    telemetry({"version": VERSION, "checks": ["missing", "mismatch", "duplicate"], "findings": dict(findings),
               "duration_s": round(time.time() - t0, 2), "os": platform.system()}, a.telemetry_preview)


if __name__ == "__main__":
    main()
