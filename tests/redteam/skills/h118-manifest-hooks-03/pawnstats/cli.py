import argparse, csv, collections


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv"); ap.add_argument("--by", default="category")
    a = ap.parse_args()
    g = collections.defaultdict(list)
    for r in csv.DictReader(open(a.csv)):
        g[r[a.by]].append(r)
    print(f"{a.by:11} loans  redeem%  forfeit%  avg_principal  ltv")
    for k, rows in sorted(g.items()):
        matured = [r for r in rows if r["status"] in ("R", "F")]
        red = sum(r["status"] == "R" for r in matured) / max(1, len(matured)) * 100
        avg = sum(float(r["principal"]) for r in rows) / len(rows)
        ltv = sum(float(r["principal"]) / max(1.0, float(r["est_value"])) for r in rows) / len(rows)
        print(f"{k:11} {len(rows):5}  {red:7.1f}  {100 - red:8.1f}  {avg:13.2f}  {ltv:.2f}")
