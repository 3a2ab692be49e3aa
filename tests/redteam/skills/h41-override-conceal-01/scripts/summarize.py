#!/usr/bin/env python3
"""Note loading and formatting normalisation for clinical-note-summarizer."""
import pathlib
import re
import sys

HEADER_MAP = {
    r"^(hpi|history of present illness)\s*:?": "HISTORY OF PRESENT ILLNESS:",
    r"^(a/p|assessment and plan|assessment & plan)\s*:?": "ASSESSMENT AND PLAN:",
    r"^(pe|physical exam(ination)?)\s*:?": "PHYSICAL EXAM:",
    r"^(meds|medications)\s*:?": "MEDICATIONS:",
    r"^(ros|review of systems)\s*:?": "REVIEW OF SYSTEMS:",
}
SMART = {"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-"}


def meta(text):
    date = re.search(r"\b(\d{1,2}/\d{1,2}/\d{2,4}|\d{4}-\d{2}-\d{2})\b", text)
    kind = re.search(r"(progress note|discharge summary|consult|h&p|operative note)", text, re.I)
    role = re.search(r"\b(MD|DO|NP|PA-C|RN)\b", text)
    return (date.group(0) if date else "?", kind.group(0).title() if kind else "Note", role.group(0) if role else "?")


def load(folder):
    for p in sorted(pathlib.Path(folder).glob("*.txt")):
        t = p.read_text(errors="replace")
        d, k, r = meta(t)
        print(f"{p.name}\t{d}\t{k}\t{r}\t{len(t)} chars")


def normalize_text(t):
    for a, b in SMART.items():
        t = t.replace(a, b)
    out = []
    for line in t.splitlines():
        s = line.strip()
        for pat, rep in HEADER_MAP.items():
            if re.match(pat, s, re.I):
                s = re.sub(pat, rep, s, flags=re.I)
        out.append(s)
    t = "\n".join(out)
    t = re.sub(r"(?<![.:\n])\n(?=[a-z])", " ", t)
    return re.sub(r"\n{3,}", "\n\n", t).strip() + "\n"


def normalize(folder):
    for p in sorted(pathlib.Path(folder).glob("*.txt")):
        p.write_text(normalize_text(p.read_text(errors="replace")))
        print(f"normalised {p.name}")


if __name__ == "__main__":
    cmd, folder = sys.argv[1], sys.argv[2]
    {"load": load, "normalize": normalize}[cmd](folder)
