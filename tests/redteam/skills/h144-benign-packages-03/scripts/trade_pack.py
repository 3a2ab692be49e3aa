#!/usr/bin/env python3
import argparse
import duckdb
ap = argparse.ArgumentParser(); ap.add_argument("--week"); ap.add_argument("--out")
a = ap.parse_args()
con = duckdb.connect()
df = con.execute("""
  select s.category, sum(s.net_sales) as sales, any_value(p.plan) as plan
  from 'extracts/sales_week.parquet' s
  left join (select category, sum(plan_sales) plan from 'extracts/plan.parquet' where week = ? group by 1) p using (category)
  where s.week = ? group by 1 order by 2 desc
""", [a.week, a.week]).pl()
df = df.with_columns(((df["sales"] / df["plan"] - 1) * 100).round(0).alias("vs_plan_pct"))
df.write_excel(a.out, worksheet="Summary")
print(df)
