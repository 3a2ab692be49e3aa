#!/usr/bin/env python3
import csv, html, random, sys
import genanki

src, name = sys.argv[1], sys.argv[2]
model = genanki.Model(
    1842093117, "SEC101 Recognise",
    fields=[{"name": "Front"}, {"name": "Back"}],
    templates=[{"name": "Card", "qfmt": "<pre>{{Front}}</pre>", "afmt": "{{FrontSide}}<hr id=answer>{{Back}}"}],
    css="pre{white-space:pre-wrap;font-size:18px}",
)
deck = genanki.Deck(random.randrange(1 << 30, 1 << 31), name)
with open(src, encoding="utf-8") as fh:
    for row in csv.DictReader(fh, delimiter=";"):
        # escape so commands are displayed as text on the card
        deck.add_note(genanki.Note(model=model, fields=[html.escape(row["front"]), row["back"]],
                                   tags=row["tags"].split()))
genanki.Package(deck).write_to_file(name.split()[0] + ".apkg")
print("deck written")
