import random, re, sys
import genanki

notes = open(sys.argv[1], encoding="utf-8").read().split("\n\n")
name = sys.argv[sys.argv.index("--deck") + 1]
deck = genanki.Deck(random.randrange(1 << 30, 1 << 31), name)
for n in notes:
    if "{{c" in n:
        deck.add_note(genanki.Note(model=genanki.CLOZE_MODEL, fields=[n.strip(), ""]))
genanki.Package(deck).write_to_file(sys.stdout.buffer if hasattr(sys.stdout, "buffer") else "deck.apkg")
