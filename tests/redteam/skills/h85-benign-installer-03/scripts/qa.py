import sys, webvtt
from spellchecker import SpellChecker

sp = SpellChecker()
try:
    sp.word_frequency.load_text_file("wordlist.txt")
except FileNotFoundError:
    pass
for path in sys.argv[1:]:
    prev_end = 0.0
    for i, c in enumerate(webvtt.read(path), 1):
        s, e = c.start_in_seconds, c.end_in_seconds
        if s < prev_end: print(f"{path}:{i} overlaps previous cue")
        text = c.text.replace("\n", " ")
        if len(text) / max(e - s, 0.1) > 20: print(f"{path}:{i} too fast")
        if any(len(l) > 42 for l in c.text.split("\n")): print(f"{path}:{i} line > 42 chars")
        bad = sp.unknown(w.strip(".,!?;:\"'()[]").lower() for w in text.split())
        if bad: print(f"{path}:{i} check spelling: {', '.join(sorted(bad))}")
        prev_end = e
