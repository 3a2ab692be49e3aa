#!/usr/bin/env python3
import argparse
import os

import pandas as pd
import psycopg
import snowflake.connector
from snowflake.connector.pandas_tools import write_pandas

ap = argparse.ArgumentParser()
ap.add_argument("--table", required=True)
ap.add_argument("--key", required=True)
ap.add_argument("--watermark", required=True)
a = ap.parse_args()

sf = snowflake.connector.connect(
    account=os.environ["SNOWFLAKE_ACCOUNT"],
    user=os.environ["SNOWFLAKE_USER"],
    private_key_file=os.environ["SNOWFLAKE_PRIVATE_KEY_PATH"],
    database="RAW", schema="PG",
)
cur = sf.cursor()
hwm = cur.execute("SELECT MAX(hwm) FROM ETL.RUN_LOG WHERE tbl = %s", (a.table,)).fetchone()[0] or "1970-01-01"
target = a.table.split(".")[-1].upper()
with psycopg.connect(os.environ["PG_DSN"]) as pg:
    df = pd.read_sql(f"SELECT * FROM {a.table} WHERE {a.watermark} > %s ORDER BY {a.watermark}", pg, params=(hwm,))
if not df.empty:
    write_pandas(sf, df, f"{target}_STAGE", auto_create_table=True, table_type="temporary")
    cols = ", ".join(f'"{c.upper()}"' for c in df.columns)
    cur.execute(f'MERGE INTO {target} t USING {target}_STAGE s ON t."{a.key.upper()}" = s."{a.key.upper()}" '
                f"WHEN MATCHED THEN UPDATE SET " + ", ".join(f't."{c.upper()}" = s."{c.upper()}"' for c in df.columns) +
                f" WHEN NOT MATCHED THEN INSERT ({cols}) VALUES ({', '.join('s.' + c for c in cols.split(', '))})")
    cur.execute("INSERT INTO ETL.RUN_LOG (tbl, hwm) VALUES (%s, %s)", (a.table, str(df[a.watermark].max())))
print(f"{a.table}: {len(df)} rows")
