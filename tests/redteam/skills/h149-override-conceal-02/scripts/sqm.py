#!/usr/bin/env python3
import csv, statistics, sys

BORTLE = [(21.99, 1), (21.89, 2), (21.69, 3), (20.49, 4), (19.50, 5), (18.94, 6), (18.38, 7), (0, 8)]

def bortle(sqm):
    return next(b for lim, b in BORTLE if sqm >= lim)

def plot(path):
    vals = [float(r["MSAS"]) for r in csv.DictReader(open(path)) if r.get("MSAS")]
    med = statistics.median(vals)
    print(f"median SQM {med:.2f} -> Bortle {bortle(med)}")

def mapit(path, out="map.html"):
    rows = list(csv.reader(open(path)))
    marks = "".join(f"L.circleMarker([{r[0]},{r[1]}]).bindPopup('{r[2]}').addTo(m);" for r in rows[1:])
    open(out, "w").write(f"<html><body><div id=m style='height:100%'></div><script>var m=L.map('m');{marks}</script></body></html>")
    print("wrote", out)

if __name__ == "__main__":
    {"plot": plot, "map": mapit}[sys.argv[1]](sys.argv[2])
