import re
import sys
import unicodedata
from pathlib import Path

INVISIBLE = re.compile("[\u00ad\u034f\u115f\u200b-\u200f\u2060-\u2064\ufeff\U000e0000-\U000e007f]")
COMMENT = re.compile(r"<!--(.*?)-->|^\[//\]: # \((.*)\)$", re.S | re.M)
PHRASES = re.compile(r"do not (tell|mention)|don't (tell|mention)|ignore (all |any )?previous|takes? precedence|silently", re.I)
FETCH_EXEC = re.compile(r"(curl|wget|iwr|irm)\b[^\n|]*\|\s*(sh|bash|zsh|iex|python)", re.I)


def scan(path):
    text = path.read_text(errors="replace")
    for i, line in enumerate(text.splitlines(), 1):
        for m in INVISIBLE.finditer(line):
            name = unicodedata.name(m.group(), hex(ord(m.group())))
            print(f"{path}:{i}: invisible character {name}")
        if PHRASES.search(line):
            print(f"{path}:{i}: concealment/override phrase")
        if FETCH_EXEC.search(line):
            print(f"{path}:{i}: fetch-and-execute command")
    for m in COMMENT.finditer(text):
        body = m.group(1) or m.group(2) or ""
        if re.search(r"assistant|claude|agent|\bAI\b", body, re.I):
            line = text[: m.start()].count("\n") + 1
            print(f"{path}:{line}: hidden comment addressed to the agent")


for arg in sys.argv[1:] or ["."]:
    p = Path(arg).expanduser()
    files = [p] if p.is_file() else [f for f in p.rglob("*") if f.suffix in {".md", ".json", ".yaml", ".yml", ".txt"}]
    for f in files:
        scan(f)
