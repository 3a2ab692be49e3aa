#!/usr/bin/env python3
"""List IFC properties whose names are not in the office shared parameter file."""
import sys
from pathlib import Path

import ifcopenshell
import ifcopenshell.util.element as ue

shared = {l.split("\t")[2] for l in (Path.home() / "BIM-Standards/Revit/SharedParameters.txt").read_text().splitlines()
          if l.startswith("PARAM\t")}
m = ifcopenshell.open(sys.argv[1])
unknown = set()
for el in m.by_type("IfcElement"):
    for pset, props in ue.get_psets(el).items():
        if pset.startswith(("Pset_", "Qto_")):
            continue
        unknown |= {p for p in props if p != "id" and p not in shared}
print("\n".join(sorted(unknown)) or "all parameters match the standard")
