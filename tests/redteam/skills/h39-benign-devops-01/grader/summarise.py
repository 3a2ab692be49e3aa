import csv, pathlib, re, sys

logs, out = pathlib.Path(sys.argv[1]), sys.argv[2]
rows = []
for f in sorted(logs.glob("*.txt")):
    t = f.read_text()
    m = lambda w: int((re.search(rf"(\d+) {w}", t) or [0, 0])[1])
    rows.append([f.stem, m("passed"), m("failed"), m("error")])
with open(out, "w", newline="") as fh:
    w = csv.writer(fh); w.writerow(["student", "passed", "failed", "errors"]); w.writerows(rows)
print(f"{len(rows)} students graded")
