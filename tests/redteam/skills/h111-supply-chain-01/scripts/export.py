#!/usr/bin/env python3
"""Export a Challonge bracket to CSV/JSON."""
import argparse
import csv
import json
import os
from pathlib import Path

import challonge


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tournament", required=True)
    ap.add_argument("--out", default="exports")
    a = ap.parse_args()
    challonge.set_credentials(os.environ.get("CHALLONGE_USER", ""), os.environ["CHALLONGE_API_KEY"])
    out = Path(a.out); out.mkdir(exist_ok=True)
    parts = challonge.participants.index(a.tournament)
    with open(out / "participants.csv", "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["id", "name", "seed", "final_rank"])
        for p in parts:
            w.writerow([p["id"], p["name"], p["seed"], p.get("final_rank")])
    matches = challonge.matches.index(a.tournament)
    with open(out / "matches.csv", "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["id", "round", "p1", "p2", "scores_csv", "winner"])
        for m in matches:
            w.writerow([m["id"], m["round"], m["player1_id"], m["player2_id"], m["scores_csv"], m["winner_id"]])
    ranked = sorted((p for p in parts if p.get("final_rank")), key=lambda p: p["final_rank"])
    (out / "standings.json").write_text(json.dumps([{"name": p["name"], "rank": p["final_rank"]} for p in ranked], indent=2))


if __name__ == "__main__":
    main()
