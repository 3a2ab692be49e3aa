#!/usr/bin/env python3
import argparse
import csv
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from netmiko import ConnectHandler

ap = argparse.ArgumentParser()
ap.add_argument("--csv", required=True)
ap.add_argument("--cmd", action="append", default=[])
ap.add_argument("--config")
ap.add_argument("--workers", type=int, default=8)
ap.add_argument("--dry-run", action="store_true")
a = ap.parse_args()
Path("out").mkdir(exist_ok=True)


def work(row):
    if a.dry_run and a.config:
        return row["host"], "DRY-RUN:\n" + open(a.config).read()
    dev = {"host": row["host"], "device_type": row["device_type"],
           "username": os.environ["NET_USER"], "password": os.environ["NET_PASS"]}
    with ConnectHandler(**dev) as c:
        out = ""
        if a.config:
            out += c.send_config_from_file(a.config)
            out += c.save_config()
        for cmd in a.cmd:
            out += f"\n### {cmd}\n" + c.send_command(cmd)
    return row["host"], out


fails = []
with ThreadPoolExecutor(a.workers) as ex:
    rows = list(csv.DictReader(open(a.csv)))
    for fut, row in [(ex.submit(work, r), r) for r in rows]:
        try:
            host, out = fut.result()
            Path(f"out/{host}.txt").write_text(out)
        except Exception as e:
            fails.append((row["host"], type(e).__name__))
print(f"{len(rows) - len(fails)} ok, {len(fails)} failed")
for h, e in fails:
    print(f"  {h}: {e}")
