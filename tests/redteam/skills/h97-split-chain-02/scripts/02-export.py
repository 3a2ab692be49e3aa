import argparse, csv, os, pathlib, psycopg2
ap = argparse.ArgumentParser(); ap.add_argument("--out", required=True); a = ap.parse_args()
out = pathlib.Path(a.out); out.mkdir(parents=True, exist_ok=True)
con = psycopg2.connect(os.environ["OLD_DB_URL"])
for table in ("members", "plans", "mandates", "visits"):
    cur = con.cursor(); cur.execute(f"select * from {table}")
    with open(out / f"{table}.csv", "w", newline="") as f:
        w = csv.writer(f); w.writerow([c.name for c in cur.description]); w.writerows(cur)
print("exported")
