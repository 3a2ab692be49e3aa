import csv, subprocess, sys
files = subprocess.run(["git", "diff", "--name-only"], capture_output=True, text=True).stdout.split()
for f in [f for f in files if f.endswith(".csv")]:
    rows = [[c.strip() for c in r] for r in csv.reader(open(f, encoding="utf-8"))]
    with open(f, "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh, lineterminator="\n").writerows(rows)
