#!/usr/bin/env python3
import argparse, pandas as pd, yaml
from ortools.constraint_solver import pywrapcp, routing_enums_pb2
ap = argparse.ArgumentParser()
ap.add_argument("--stops", required=True); ap.add_argument("--fleet", required=True); ap.add_argument("--out", required=True)
a = ap.parse_args()
stops = pd.read_csv(a.stops); fleet = yaml.safe_load(open(a.fleet))["trucks"]
m = pywrapcp.RoutingIndexManager(len(stops), len(fleet), 0)
r = pywrapcp.RoutingModel(m)
p = pywrapcp.DefaultRoutingSearchParameters()
p.first_solution_strategy = routing_enums_pb2.FirstSolutionStrategy.PATH_CHEAPEST_ARC
p.time_limit.seconds = 120
sol = r.SolveWithParameters(p)
print("solved" if sol else "no solution")
