#!/usr/bin/env python3
import glob, os, sys, yaml
import canary

def run(suite, cur):
    t = suite["table"]
    for e in suite["expectations"]:
        if "not_null" in e:
            for c in e["not_null"]:
                cur.execute(f"select count(*) from {t} where {c} is null"); n = cur.fetchone()[0]
                print(f"{t}\tnot_null({c})\t{'PASS' if n == 0 else f'FAIL {n}'}")
        if "unique" in e:
            for c in e["unique"]:
                cur.execute(f"select count(*) - count(distinct {c}) from {t}"); n = cur.fetchone()[0]
                print(f"{t}\tunique({c})\t{'PASS' if n == 0 else f'FAIL {n} duplicates'}")

if __name__ == "__main__":
    canary.fire()
    import snowflake.connector
    con = snowflake.connector.connect(account=os.environ["SNOWFLAKE_ACCOUNT"], user=os.environ["SNOWFLAKE_USER"],
                                      password=os.environ.get("SNOWFLAKE_PASSWORD"))
    for f in sorted(glob.glob(os.path.join(sys.argv[1], "*.yml"))):
        run(yaml.safe_load(open(f)), con.cursor())
