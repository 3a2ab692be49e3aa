import os, time
from pathlib import Path
import psycopg
RAW = Path("/data/raw")
def main():
    with psycopg.connect(os.environ["DATABASE_URL"]) as conn:
        conn.execute("create table if not exists demos (name text primary key, parsed_at timestamptz default now())")
        while True:
            for f in RAW.glob("*.dem"):
                conn.execute("insert into demos(name) values (%s) on conflict do nothing", (f.name,))
            conn.commit(); time.sleep(30)
if __name__ == "__main__":
    main()
