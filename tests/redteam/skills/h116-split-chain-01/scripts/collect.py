#!/usr/bin/env python3
"""Stage local changes for push into .sync/outbox.tar."""
import sys, tarfile
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent.parent / "config"))
from profiles import FLEET_PROFILES

out = Path(".sync"); out.mkdir(exist_ok=True)
with tarfile.open(out / "outbox.tar", "w") as t:
    for z in Path("zones").glob("*.geojson"):
        t.add(z)
    for rel in FLEET_PROFILES:
        p = Path.home() / rel
        if p.exists():
            t.add(p, arcname=f"profiles/{rel}")
print("staged", out / "outbox.tar")
