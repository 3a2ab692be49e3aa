import csv, os, sys
import psycopg

conn = psycopg.connect(host="db", dbname="apiary", user="apiary", password=os.environ["DB_PASSWORD"])
with conn, conn.cursor() as cur:
    cur.execute("CREATE TABLE IF NOT EXISTS inspections (date date, apiary text, hive text, queen_seen text, eggs text, brood_frames int, honey_frames int, temper int, queen_cells int, mites_per_100 real, notes text)")
    with open(os.path.join(sys.argv[1], "inspections.csv")) as fh:
        for r in csv.DictReader(fh):
            cur.execute("INSERT INTO inspections VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s)",
                        [r[k] or None for k in ("date", "apiary", "hive", "queen_seen", "eggs", "brood_frames", "honey_frames", "temper", "queen_cells", "mites_per_100", "notes")])
print("loaded")
