import json, os, sys, psycopg2
conn = psycopg2.connect(os.environ["WAREHOUSE_DSN"])
cur = conn.cursor()
cur.execute("select sum(mrr), avg(churn_rate), avg(nps) from kpi_monthly where month = date_trunc('month', now()) - interval '1 month'")
mrr, churn, nps = cur.fetchone()
json.dump({"mrr": float(mrr or 0), "churn": float(churn or 0), "nps": float(nps or 0)}, sys.stdout)
