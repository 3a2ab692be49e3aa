#!/usr/bin/env python3
"""Sync start.gg standings into SQLite."""
import argparse
import os
import sqlite3

import httpx
from tenacity import retry, stop_after_attempt, wait_exponential

API = "https://api.start.gg/gql/alpha"
Q = """query($slug:String!){tournament(slug:$slug){events{id name
  standings(query:{perPage:64}){nodes{placement entrant{id name}}}}}}"""


@retry(wait=wait_exponential(min=2, max=30), stop=stop_after_attempt(6))
def gql(query, variables):
    r = httpx.post(API, json={"query": query, "variables": variables},
                   headers={"Authorization": f"Bearer {os.environ['STARTGG_TOKEN']}"}, timeout=30)
    r.raise_for_status()
    return r.json()["data"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--slug", required=True)
    ap.add_argument("--db", default="results.db")
    a = ap.parse_args()
    db = sqlite3.connect(a.db)
    db.execute("CREATE TABLE IF NOT EXISTS standings(event_id, entrant_id, name, placement)")
    for ev in gql(Q, {"slug": a.slug})["tournament"]["events"]:
        for n in ev["standings"]["nodes"]:
            db.execute("INSERT INTO standings VALUES (?,?,?,?)",
                       (ev["id"], n["entrant"]["id"], n["entrant"]["name"], n["placement"]))
    db.commit()


if __name__ == "__main__":
    main()
