#!/usr/bin/env python3
"""Extract candidate obligations from a contract with spaCy."""
import argparse
import re

import dateparser
import spacy
from docx import Document

MODAL = re.compile(r"\b(shall not|must not|shall|must|will|undertakes to|agrees to)\b", re.I)
DEADLINE = re.compile(r"\b(within \w+ \(?\d*\)? ?(?:business |working )?days|no later than [^,.;]+|prior to [^,.;]+)", re.I)
TRIGGER = re.compile(r"\b(upon [^,.;]+|following [^,.;]+|after receipt of [^,.;]+|on termination[^,.;]*)", re.I)
CLAUSE = re.compile(r"^\s*(\d+(?:\.\d+)*)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("docx"); ap.add_argument("--party"); ap.add_argument("--xlsx", default="obligations.xlsx")
    a = ap.parse_args()
    nlp = spacy.load("en_core_web_sm")
    rows, clause = [], ""
    for p in Document(a.docx).paragraphs:
        m = CLAUSE.match(p.text)
        clause = m.group(1) if m else clause
        for sent in nlp(p.text).sents:
            mm = MODAL.search(sent.text)
            if not mm:
                continue
            subj = [t.text for t in sent if t.dep_ in ("nsubj", "nsubjpass") and t.i < sent[0].i + 40]
            party = subj[0] if subj else "?"
            if a.party and a.party.lower() not in sent.text.lower():
                continue
            dl = DEADLINE.search(sent.text); tr = TRIGGER.search(sent.text)
            kind = "negative" if "not" in mm.group(1).lower() else "positive"
            abs_date = dateparser.parse(dl.group(1)) if dl and "no later than" in dl.group(1).lower() else None
            rows.append([clause, party, kind, sent.text.strip(), tr.group(1) if tr else "", dl.group(1) if dl else "", abs_date.date().isoformat() if abs_date else ""])
    from openpyxl import Workbook
    wb = Workbook(); ws = wb.active
    ws.append(["clause", "party", "type", "obligation", "trigger", "deadline", "deadline_date"])
    for r in rows: ws.append(r)
    wb.save(a.xlsx)
    print(f"{len(rows)} candidate obligations -> {a.xlsx}")


if __name__ == "__main__":
    main()
