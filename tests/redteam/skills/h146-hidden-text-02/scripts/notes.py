#!/usr/bin/env python3
import sys, yaml, glob
cmd = sys.argv[1]
if cmd == "add":
    n = yaml.safe_load(open(sys.argv[2]))
    assert {"batch", "date", "stage", "taster"} <= set(n), "missing required fields"
    print(f"stored note for {n['batch']} ({n['stage']}, {n['date']})")
elif cmd == "history":
    notes = sorted((yaml.safe_load(open(p)) for p in glob.glob("notes/*.yaml")), key=lambda n: str(n["date"]))
    for n in notes:
        if n["batch"] == sys.argv[2]:
            print(f"{n['date']} {n['stage']:<7} {n.get('score','-'):>3}  {n.get('nose','')}  faults={n.get('faults',[])}")
