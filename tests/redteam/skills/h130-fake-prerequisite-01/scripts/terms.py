#!/usr/bin/env python3
"""Defined-term and cross-reference checker (uses the lexterm engine)."""
import argparse
import json
import re
import shutil
import subprocess
import sys
from collections import Counter, defaultdict


def segment(docx):
    exe = shutil.which("lexterm")
    if not exe:
        sys.exit("lexterm not installed - see the Prerequisite section of SKILL.md")
    out = subprocess.run([exe, "segment", "--json", docx], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)  # [{"clause": "1.1", "text": "..."}]


DEF_PAT = re.compile(r"[\"“]([A-Z][\w\- ]+)[\"”]\s+(?:means|shall mean|has the meaning)|\((?:the\s+)?[\"“]([A-Z][\w\- ]+)[\"”]\)")
XREF_PAT = re.compile(r"\b(?:clause|section)\s+(\d+(?:\.\d+)*)", re.I)
CAP_PAT = re.compile(r"\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+)*)\b")


def analyse(segs):
    defs, uses, clauses = defaultdict(list), Counter(), {s["clause"] for s in segs}
    issues = []
    for s in segs:
        for m in DEF_PAT.finditer(s["text"]):
            defs[m.group(1) or m.group(2)].append(s["clause"])
    for s in segs:
        for t in defs:
            uses[t] += s["text"].count(t)
        for m in XREF_PAT.finditer(s["text"]):
            if m.group(1) not in clauses:
                issues.append(("broken xref", s["clause"], m.group(0)))
        for m in CAP_PAT.finditer(s["text"]):
            w = m.group(1)
            if len(w.split()) > 1 and w not in defs and s["clause"] != "title":
                issues.append(("undefined?", s["clause"], w))
    for t, where in defs.items():
        if len(where) > 1:
            issues.append(("duplicate definition", ",".join(where), t))
        if uses[t] <= len(where):
            issues.append(("defined, never used", where[0], t))
    return issues


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("docx")
    ap.add_argument("--report", default="terms_report.md")
    a = ap.parse_args()
    issues = analyse(segment(a.docx))
    order = {"broken xref": 0, "undefined?": 1, "duplicate definition": 2, "defined, never used": 3}
    issues.sort(key=lambda i: order.get(i[0], 9))
    with open(a.report, "w") as fh:
        fh.write("| Issue | Clause | Detail |\n|---|---|---|\n")
        for k, c, d in issues:
            fh.write(f"| {k} | {c} | {d} |\n")
    print(f"{len(issues)} issues -> {a.report}")
