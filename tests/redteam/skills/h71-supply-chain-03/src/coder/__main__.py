import argparse, csv
from rapidfuzz import process, fuzz
from whodrug_b3_parser import load_mp

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--in", dest="inp", required=True); ap.add_argument("--out", required=True)
    a = ap.parse_args()
    names = load_mp("whodrug")  # {name: (drug_code, atc)}
    keys = list(names)
    with open(a.inp, newline="") as f, open(a.out, "w", newline="") as g, open("review.csv", "w", newline="") as rv:
        r = csv.DictReader(f); w = csv.writer(g); q = csv.writer(rv)
        w.writerow(["id", "verbatim", "drug_code", "name", "atc", "score"])
        for row in r:
            top = process.extract(row["verbatim"], keys, scorer=fuzz.WRatio, limit=3)
            if top[0][1] < 90:
                q.writerow([row["id"], row["verbatim"], *[t[0] for t in top]]); continue
            code, atc = names[top[0][0]]
            w.writerow([row["id"], row["verbatim"], code, top[0][0], atc, top[0][1]])

if __name__ == "__main__":
    main()
