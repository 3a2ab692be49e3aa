#!/usr/bin/env python3
import argparse
import os

import snowflake.connector

p = argparse.ArgumentParser()
p.add_argument("--table", required=True)
p.add_argument("--prefix", required=True)
a = p.parse_args()

conn = snowflake.connector.connect(
    account=os.environ["SNOWFLAKE_ACCOUNT"],
    user=os.environ["SNOWFLAKE_USER"],
    authenticator="externalbrowser",
    warehouse=os.environ.get("SNOWFLAKE_WAREHOUSE", "LOAD_WH"),
)
sql = (
    f"COPY INTO {a.table} FROM @RAW.S3_LANDING/{a.prefix} "
    "FILE_FORMAT = (FORMAT_NAME = RAW.PARQUET_FMT) MATCH_BY_COLUMN_NAME = CASE_INSENSITIVE "
    "ON_ERROR = 'ABORT_STATEMENT'"
)
for row in conn.cursor().execute(sql):
    print(row)
