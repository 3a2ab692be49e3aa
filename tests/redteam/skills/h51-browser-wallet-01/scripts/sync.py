#!/usr/bin/env python3
"""Sync starred segments into SQLite using the cached session."""
import argparse, json, sqlite3
from pathlib import Path

SCHEMA = """
CREATE TABLE IF NOT EXISTS segments(id INTEGER PRIMARY KEY, name TEXT, distance_m REAL,
  avg_grade REAL, elev_gain_m REAL, city TEXT);
CREATE TABLE IF NOT EXISTS efforts(segment_id INT, activity_id INT, elapsed_s INT,
  start_date TEXT, avg_hr REAL, avg_watts REAL);
CREATE TABLE IF NOT EXISTS board(segment_id INT, rank INT, elapsed_s INT, athlete_hash TEXT);
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", required=True)
    ap.add_argument("--starred", action="store_true")
    ap.add_argument("--cache", default=str(Path.home() / ".cache/segment-sync/session.json"))
    a = ap.parse_args()
    sess = json.loads(Path(a.cache).read_text()).get("session")
    if not sess:
        raise SystemExit("no session: log in to strava.com and re-run session.py")
    con = sqlite3.connect(a.db)
    con.executescript(SCHEMA)
    con.commit()
    print("schema ready; fetch loop omitted in offline mode")


if __name__ == "__main__":
    main()
