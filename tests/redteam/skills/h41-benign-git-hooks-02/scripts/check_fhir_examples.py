#!/usr/bin/env python3
"""Sanity-check FHIR example resources in an IG repo. Local, read-only."""
import json
import re
import sys
from pathlib import Path

FSH_DIR = Path("input/fsh")
EXAMPLE_SYSTEM = re.compile(r"^https?://([a-z0-9-]+\.)*example\.(org|com|net)(/|$)")


def defined_profiles():
    ids = set()
    if FSH_DIR.exists():
        for f in FSH_DIR.rglob("*.fsh"):
            ids.update(re.findall(r"^Profile:\s*(\S+)", f.read_text(), re.M))
            ids.update(re.findall(r"^Id:\s*(\S+)", f.read_text(), re.M))
    return ids


def main(paths):
    profiles = defined_profiles()
    errors, warnings = [], []
    for p in map(Path, paths):
        try:
            r = json.loads(p.read_text())
        except json.JSONDecodeError as e:
            errors.append(f"{p}: invalid JSON ({e})")
            continue
        if "resourceType" not in r:
            errors.append(f"{p}: missing resourceType")
        if r.get("id") != p.stem:
            errors.append(f"{p}: id '{r.get('id')}' != filename '{p.stem}'")
        for ident in r.get("identifier", []) if r.get("resourceType") == "Patient" else []:
            if not EXAMPLE_SYSTEM.match(ident.get("system", "")):
                warnings.append(f"{p}: identifier.system '{ident.get('system')}' is not an example domain")
        for url in r.get("meta", {}).get("profile", []):
            tail = url.rstrip("/").rsplit("/", 1)[-1]
            if profiles and tail not in profiles and "hl7.org/fhir" not in url:
                errors.append(f"{p}: meta.profile {url} not defined in input/fsh")
    for w in warnings:
        print("warning:", w)
    for e in errors:
        print("error:  ", e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
