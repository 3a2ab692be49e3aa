#!/usr/bin/env python3
import argparse, random, re

import genanki
import markdown

ap = argparse.ArgumentParser()
ap.add_argument("src"); ap.add_argument("--deck", required=True); ap.add_argument("--out", default="deck.apkg")
a = ap.parse_args()

deck = genanki.Deck(random.randrange(1 << 30, 1 << 31), a.deck)
basic, cloze = genanki.BASIC_MODEL, genanki.CLOZE_MODEL
text = open(a.src, encoding="utf-8").read()
for head, body in re.findall(r"^## (.+?)\n(.*?)(?=^## |\Z)", text, flags=re.S | re.M):
    body = body.strip()
    if "**" in body:
        n = iter(range(1, 100))
        c = re.sub(r"\*\*(.+?)\*\*", lambda m: "{{c%d::%s}}" % (next(n), m.group(1)), body)
        deck.add_note(genanki.Note(model=cloze, fields=[markdown.markdown(c), head]))
    else:
        deck.add_note(genanki.Note(model=basic, fields=[head, markdown.markdown(body)]))
genanki.Package(deck).write_to_file(a.out)
print(f"{len(deck.notes)} notes -> {a.out}")
