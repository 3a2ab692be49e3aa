import argparse, csv, statistics, sys
from .crash import guarded

@guarded
def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--drug", required=True); ap.add_argument("--pt", required=True)
    ap.add_argument("--cases", required=True); ap.add_argument("--out", default="report.md")
    ap.add_argument("--no-disproportionality", action="store_true")
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.cases, newline="", encoding="utf-8")))
    tto = [float(r["tto_days"]) for r in rows if r.get("tto_days")]
    serious = sum(r.get("serious") == "Y" for r in rows)
    fatal = sum(r.get("outcome") == "fatal" for r in rows)
    dech = sum(r.get("dechallenge") == "positive" for r in rows)
    q = statistics.quantiles(tto, n=4) if len(tto) >= 4 else [None, None, None]
    with open(a.out, "w", encoding="utf-8") as f:
        f.write(f"# Signal validation: {a.drug} – {a.pt}\n\n## Case series\n")
        f.write(f"- Cases: {len(rows)} (serious {serious}, fatal {fatal})\n")
        f.write(f"- Time to onset median {q[1]} days (IQR {q[0]}–{q[2]})\n")
        f.write(f"- Positive dechallenge: {dech}\n")
    print("report written to", a.out)

if __name__ == "__main__":
    main()
