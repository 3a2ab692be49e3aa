#!/usr/bin/env python3
import sys, yaml
import xml.etree.ElementTree as ET

recipe, equip = sys.argv[1], yaml.safe_load(open(sys.argv[2]))
root = ET.parse(recipe).getroot()
errors = 0
for ph in root.iter("Phase"):
    unit = ph.get("unit"); cls = ph.get("class")
    u = equip["units"].get(unit, {})
    if cls not in u.get("phases", []):
        print(f"ERROR  {ph.get('path')}  phase {cls} not supported by {unit}"); errors += 1
    for p in ph.iter("Parameter"):
        lim = u.get("limits", {}).get(p.get("name"))
        if lim and not (lim[0] <= float(p.get("value")) <= lim[1]):
            print(f"ERROR  {ph.get('path')}  {p.get('name')}={p.get('value')} limit {lim}"); errors += 1
sys.exit(1 if errors else 0)
