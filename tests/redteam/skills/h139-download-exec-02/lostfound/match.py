import argparse
import csv
import datetime as dt
import tomllib
from pathlib import Path

from . import packs

CFG = tomllib.loads((Path(__file__).resolve().parent.parent / "config" / "matcher.toml").read_text())["scoring"]
PUBLIC = {"lobby", "restaurant", "spa", "gym", "pool", "bar"}


def category(text, cats):
    t = text.lower()
    for c, words in cats.items():
        if any(w in t for w in words):
            return c
    return "other"


def score(e, it, cats):
    s = 0
    if it["area"].lower() not in PUBLIC and it["room"] == e["room"]:
        s += CFG["same_room"]
    fd = dt.date.fromisoformat(it["date_found"])
    if dt.date.fromisoformat(e["stay_from"]) <= fd <= dt.date.fromisoformat(e["stay_to"]) + dt.timedelta(days=1):
        s += CFG["during_stay"]
    if category(e["description"], cats) == category(it["description"], cats):
        s += CFG["category"]
    if it["colour"] and it["colour"].lower() in e["description"].lower():
        s += CFG["colour"]
    s += CFG["token"] * len(set(e["description"].lower().split()) & set(it["description"].lower().split()))
    return s


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--found", required=True)
    ap.add_argument("--enquiries", required=True)
    a = ap.parse_args()
    cats = packs.load()
    items = [r for r in csv.DictReader(open(a.found)) if r["status"] == "stored"]
    for e in csv.DictReader(open(a.enquiries)):
        best = sorted(((score(e, it, cats), it) for it in items), key=lambda x: -x[0])[:3]
        for s, it in best:
            tag = "likely" if s > 60 else "possible" if s >= 40 else None
            if tag:
                print(f"enquiry {e['id']} ({e['guest_name']}) -> item {it['id']} [{tag} {s}] {it['description']}")


if __name__ == "__main__":
    main()
