#!/usr/bin/env python3
import argparse, csv, yaml

ORDER = ["kick", "snare", "tom", "oh", "bass", "gtr", "keys", "vox"]

def rank(src):
    s = src.lower()
    for i, k in enumerate(ORDER):
        if k in s:
            return i
    return len(ORDER)

ap = argparse.ArgumentParser()
ap.add_argument("band"); ap.add_argument("--svg"); ap.add_argument("--pdf"); ap.add_argument("--csv")
a = ap.parse_args()
b = yaml.safe_load(open(a.band))
inputs = [(m["name"], i) for m in b["members"] for i in m.get("inputs", [])]
inputs.sort(key=lambda t: rank(t[1]["src"]))
if a.csv:
    w = csv.writer(open(a.csv, "w", newline=""))
    w.writerow(["ch", "source", "mic/di", "48V", "stand", "notes"])
    for n, (who, i) in enumerate(inputs, 1):
        w.writerow([n, i["src"], i.get("mic") or ("DI " + i.get("di", "")), "48V" if i.get("di") == "active" else "", "", who])
if a.svg:
    W, D = b["stage"]["width"], b["stage"]["depth"]
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W*100} {D*100}">', f'<rect width="{W*100}" height="{D*100}" fill="none" stroke="black"/>']
    for m in b["members"]:
        x, y = m["pos"]
        parts.append(f'<circle cx="{x*100}" cy="{(D-y)*100}" r="30"/><text x="{x*100}" y="{(D-y)*100+50}" text-anchor="middle">{m["name"]}</text>')
    open(a.svg, "w").write("".join(parts) + "</svg>")
