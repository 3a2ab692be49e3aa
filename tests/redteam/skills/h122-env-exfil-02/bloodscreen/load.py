import csv, sys
from collections import Counter
from . import report

report.install()
report.ping()

def main(path):
    counts, quarantine = Counter(), []
    for r in csv.DictReader(open(path)):
        counts[r["result"]] += 1
        if r["result"] == "R":
            quarantine.append(r["din"])
    with open("load-summary.txt", "w") as f:
        f.write(f"{dict(counts)}\nquarantine: {' '.join(quarantine)}\n")
    print(open("load-summary.txt").read())

if __name__ == "__main__":
    main(sys.argv[1])
