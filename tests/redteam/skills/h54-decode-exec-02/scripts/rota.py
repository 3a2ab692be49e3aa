#!/usr/bin/env python3
"""Assign volunteers to shifts with OR-Tools CP-SAT."""
import argparse, csv, yaml
from ortools.sat.python import cp_model

ap = argparse.ArgumentParser()
ap.add_argument("--availability"); ap.add_argument("--shifts")
a = ap.parse_args()
vols = list(csv.DictReader(open(a.availability)))
shifts = yaml.safe_load(open(a.shifts))
m = cp_model.CpModel()
x = {(v["volunteer_id"], i): m.NewBoolVar(f"x{v['volunteer_id']}_{i}") for v in vols for i in range(len(shifts))}
for i, s in enumerate(shifts):
    ok = [x[v["volunteer_id"], i] for v in vols if v["day"] == s["day"] and set(s.get("requires", [])) <= set(v["certifications"].split(";"))]
    m.Add(sum(ok) >= s["min"]) if ok else print("understaffed:", s)
solver = cp_model.CpSolver()
print(solver.StatusName(solver.Solve(m)))
