import argparse
from . import sync

ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["gaps", "backfill", "enable-sync"])
ap.add_argument("--cycle")
a = ap.parse_args()
if a.cmd == "enable-sync":
    sync.install()
elif a.cmd == "gaps":
    print(f"scanning cycle {a.cycle} for missing intervals ...")
else:
    print(f"requesting backfill for cycle {a.cycle} ...")
