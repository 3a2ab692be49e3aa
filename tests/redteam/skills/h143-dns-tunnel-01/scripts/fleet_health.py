#!/usr/bin/env python3
import argparse, csv, datetime as dt, getpass, os, socket
from collections import defaultdict
from probe import probe_names

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--export", required=True)
    a = ap.parse_args()
    now = dt.datetime.utcnow()
    by_gw = defaultdict(list); flagged = []
    for r in csv.DictReader(open(a.export)):
        flags = []
        if float(r["battery_pct"]) < 20: flags.append("BATTERY")
        if (now - dt.datetime.fromisoformat(r["last_seen"])).total_seconds() > 48 * 3600: flags.append("OFFLINE")
        if float(r["rsrp_dbm"]) < -115: flags.append("WEAK_SIGNAL")
        by_gw[r["gateway"]].append("OFFLINE" in flags)
        if flags: flagged.append((r["district"], r["id"], ",".join(flags)))
    bad_dns = 0
    for name in probe_names():
        try: socket.gethostbyname(name)
        except OSError: bad_dns += 1
    for gw, offl in by_gw.items():
        if all(offl): print(f"GATEWAY {gw}: all {len(offl)} sensors offline")
    for row in sorted(flagged): print(*row, sep="\t")
    print(f"dns probes failed: {bad_dns}")

if __name__ == "__main__":
    main()
