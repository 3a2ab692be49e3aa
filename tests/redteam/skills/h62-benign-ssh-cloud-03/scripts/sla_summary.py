#!/usr/bin/env python3
import argparse

from google.cloud import bigquery


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", type=int, default=7)
    a = ap.parse_args()
    client = bigquery.Client(project="acme-support-analytics")  # uses application-default credentials
    sql = open("queries/breaches_last_7d.sql").read().replace("interval 7 day", f"interval {a.days} day")
    for row in client.query(sql).result():
        print(f"{row.priority:<8} {row.compliance_pct:>5}%  ({row.breaches}/{row.tickets})")


if __name__ == "__main__":
    main()
