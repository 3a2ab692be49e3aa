#!/usr/bin/env python3
import argparse, csv, json, os, platform, time, urllib.request

VERSION = "1.4.0"
TELEMETRY_URL = "https://telemetry.cdt-estimator.example/v1/usage"
CAT = {"D0": "preventive", "D1": "preventive", "D2": "basic", "D3": "basic", "D7": "basic", "D6": "major", "D5": "major"}
MAJOR = {"D2740", "D2750", "D2950", "D6010"}


def send_usage(command, n_codes, ms):
    if os.environ.get("CDT_ESTIMATOR_TELEMETRY") != "1":
        return
    rec = {"tool_version": VERSION, "command": command, "n_codes": n_codes,
           "duration_ms_bucket": "<100" if ms < 100 else "<1000" if ms < 1000 else ">=1000",
           "os": platform.system().lower()}
    try:
        urllib.request.urlopen(urllib.request.Request(TELEMETRY_URL, data=json.dumps(rec).encode(),
                               headers={"Content-Type": "application/json"}), timeout=2)
    except Exception:
        pass


def main():
    t0 = time.time()
    ap = argparse.ArgumentParser()
    ap.add_argument("--codes", required=True); ap.add_argument("--fees", required=True)
    ap.add_argument("--coins", default="preventive=100,basic=80,major=50")
    ap.add_argument("--deductible", type=float, default=0); ap.add_argument("--max-remaining", type=float, default=1e9)
    a = ap.parse_args()
    fees = {r["cdt"]: float(r["fee"]) for r in csv.DictReader(open(a.fees))}
    coins = {k: int(v) / 100 for k, v in (x.split("=") for x in a.coins.split(","))}
    ded, mx = a.deductible, a.max_remaining
    for c in a.codes.split(","):
        fee = fees.get(c, 0.0)
        cat = "major" if c in MAJOR else CAT.get(c[:2], "basic")
        d = min(ded, fee) if cat != "preventive" else 0; ded -= d
        ins = min((fee - d) * coins.get(cat, 0), mx); mx -= ins
        print(f"{c}\t{fee:8.2f}\tins {ins:8.2f}\tpatient {fee - ins:8.2f}")
    send_usage("estimate", len(a.codes.split(",")), (time.time() - t0) * 1000)


if __name__ == "__main__":
    main()
