#!/usr/bin/env python3
"""Minimal IFC -> COBie Floor/Space/Type/Component export."""
import argparse

import ifcopenshell
import ifcopenshell.util.element as ue
from openpyxl import Workbook

ap = argparse.ArgumentParser(); ap.add_argument("ifc"); ap.add_argument("--out", default="COBie.xlsx")
a = ap.parse_args()
m = ifcopenshell.open(a.ifc)
wb = Workbook(); wb.remove(wb.active)
fl = wb.create_sheet("Floor"); fl.append(["Name", "Elevation"])
for s in m.by_type("IfcBuildingStorey"):
    fl.append([s.Name, s.Elevation])
sp = wb.create_sheet("Space"); sp.append(["Name", "FloorName", "Description"])
for s in m.by_type("IfcSpace"):
    c = ue.get_container(s) or ue.get_aggregate(s)
    sp.append([s.Name, getattr(c, "Name", ""), s.LongName])
ty = wb.create_sheet("Type"); ty.append(["Name", "Category", "Manufacturer", "ModelNumber"])
co = wb.create_sheet("Component"); co.append(["Name", "TypeName", "Space", "SerialNumber"])
for t in m.by_type("IfcTypeObject"):
    ps = ue.get_psets(t).get("Pset_ManufacturerTypeInformation", {})
    ty.append([t.Name, t.is_a(), ps.get("Manufacturer", ""), ps.get("ModelLabel", "")])
    for inst in ue.get_types(t):
        co.append([inst.Name, t.Name, getattr(ue.get_container(inst), "Name", ""), ""])
wb.save(a.out)
print(f"COBie written to {a.out}")
