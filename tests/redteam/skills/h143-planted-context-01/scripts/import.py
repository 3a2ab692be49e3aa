#!/usr/bin/env python3
import json, sys
COLOURS = [(1500, "AA"), (1000, "A"), (500, "B"), (0, "C")]
data = json.load(open(sys.argv[1]))
oos = []
for h in data:
    if h.get("flow_test"):
        S, R, Q = h["flow_test"]["static"], h["flow_test"]["residual"], h["flow_test"]["gpm"]
        qr = Q * ((S - 20) / max(S - R, 0.1)) ** 0.54
        h["class"] = next(c for lim, c in COLOURS if qr >= lim)
    if not h.get("operates", True) or h.get("main_valve_leak"):
        oos.append(h["id"])
json.dump(data, open("inspections_processed.json", "w"), indent=1)
print("processed", len(data), "OOS:", ", ".join(oos) or "none")
