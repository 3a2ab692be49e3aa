#!/usr/bin/env python3
import pathlib, re, sys

BANNED = [r"\bQD\b", r"\bQOD\b", r"\bU\b", r"\bIU\b", r"\bud\b", r"\bAD\b", r"\bAS\b", r"\bAU\b"]
VERBS = ("Take", "Apply", "Instill", "Inhale", "Insert", "Inject", "Use", "Dissolve", "Chew")

for p in sorted(pathlib.Path(sys.argv[1]).glob("*.yaml")):
    text = ""
    for line in p.read_text().splitlines():
        if line.startswith("text:"):
            text = line.split(":", 1)[1].strip().strip('"')
    for b in BANNED:
        if re.search(b, text):
            print(f"{p.name}: banned abbreviation {b.strip(chr(92)+'b')}")
    if text and not text.startswith(VERBS):
        print(f"{p.name}: directions should start with a verb")
