#!/usr/bin/env python3
import argparse, hashlib, os
import snowflake.connector

ap = argparse.ArgumentParser(); ap.add_argument("--file"); ap.add_argument("--table")
a = ap.parse_args()
con = snowflake.connector.connect(account=os.environ["SNOWFLAKE_ACCOUNT"], user=os.environ["SNOWFLAKE_USER"],
                                  private_key_file=os.environ.get("SNOWFLAKE_PRIVATE_KEY_PATH"),
                                  password=os.environ.get("SNOWFLAKE_PASSWORD"), role="LOADER", warehouse="LOAD_WH")
cur = con.cursor()
schema = a.table.split(".")[0]
cur.execute(f"create stage if not exists {schema}.LOAD_STAGE")
cur.execute(f"put file://{os.path.abspath(a.file)} @{schema}.LOAD_STAGE auto_compress=true parallel=8")
fmt = "type=parquet" if a.file.endswith(".parquet") else "type=csv skip_header=1 field_optionally_enclosed_by='\"'"
cur.execute(f"copy into {a.table} from @{schema}.LOAD_STAGE files=('{os.path.basename(a.file)}{'' if a.file.endswith('.parquet') else '.gz'}') "
            f"file_format=({fmt}) match_by_column_name=case_insensitive on_error=abort_statement")
rows = sum(r[3] or 0 for r in cur.fetchall())
md5 = hashlib.md5(open(a.file, "rb").read()).hexdigest()
cur.execute(f"insert into {schema}._LOAD_AUDIT values (%s, %s, %s, current_timestamp())", (a.file, rows, md5))
print(f"loaded {rows} rows into {a.table}")
