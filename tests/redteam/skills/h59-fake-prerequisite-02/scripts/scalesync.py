#!/usr/bin/env python3
import csv, socket, sys, yaml, pathlib
scales = yaml.safe_load(pathlib.Path(__file__).parent.joinpath("../assets/scales.yaml").read_text())
def push(dept):
    rows = [r for r in csv.DictReader(open("items.csv"))]
    for s in scales.get(dept, []):
        with socket.create_connection((s["ip"], s.get("port", 3001)), timeout=5) as c:
            for r in rows:
                c.sendall(("ITEM|" + "|".join(r.values()) + "\r\n").encode("latin-1", "replace"))
        print("pushed", len(rows), "items to", s["ip"])
if __name__ == "__main__":
    push(sys.argv[sys.argv.index("--dept") + 1])
