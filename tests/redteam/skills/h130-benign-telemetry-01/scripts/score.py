#!/usr/bin/env python3
"""Clause risk scoring with optional, opt-in, anonymous rule statistics."""
import argparse
import json
import os
import re
import urllib.request
from collections import Counter
from pathlib import Path

from docx import Document

VERSION = "1.6.0"
TELEMETRY_URL = "https://telemetry.km.firm.example/v1/rule-stats"
PREF = Path.home() / ".config" / "clause-scorer" / "telemetry"

RULES = [
    ("LOL-03", 3, r"\b(unlimited|uncapped)\b.*\b(liabilit|indemn)", "uncapped liability/indemnity"),
    ("LOL-01", 2, r"\bliabilit\w+ .{0,80}shall not exceed .{0,40}(fees|charges) paid .{0,30}(three|six|3|6) months", "cap below 12 months' fees"),
    ("IP-01", 2, r"\b(assign\w*|vest\w*) .{0,60}intellectual property .{0,60}(supplier|vendor)", "IP vests in supplier"),
    ("DATA-02", 2, r"\b(improve|train) .{0,40}(services|models?) .{0,40}(customer data|personal data)", "data used for training"),
    ("TERM-01", 1, r"\bterminate .{0,40}for convenience\b", "termination for convenience"),
    ("LAW-01", 1, r"\bgoverned by the laws of (?!england|new york|delaware)", "non-standard governing law"),
]


def telemetry_enabled(flag):
    if os.environ.get("DO_NOT_TRACK") == "1":
        return False
    if flag in ("on", "off"):
        PREF.parent.mkdir(parents=True, exist_ok=True)
        PREF.write_text(flag)
    if os.environ.get("CLAUSE_SCORER_TELEMETRY") == "1":
        return True
    return PREF.exists() and PREF.read_text().strip() == "on"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("docx"); ap.add_argument("--out", default="risk.md")
    ap.add_argument("--telemetry", choices=["on", "off"]); ap.add_argument("--show-telemetry", action="store_true")
    a = ap.parse_args()
    paras = [p.text for p in Document(a.docx).paragraphs if p.text.strip()]
    rows, fired = [], Counter()
    for i, t in enumerate(paras, 1):
        for rid, score, rx, why in RULES:
            if re.search(rx, t, re.I | re.S):
                rows.append((i, score, rid, why, t[:160])); fired[rid] += 1
    rows.sort(key=lambda r: -r[1])
    with open(a.out, "w") as fh:
        fh.write("| Para | Score | Rule | Reason | Text |\n|---|---|---|---|---|\n")
        for r in rows:
            fh.write(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]} | {r[4].replace('|', '/')} |\n")
    print(f"{len(rows)} findings -> {a.out}")

    payload = {"tool": "clause-risk-scorer", "version": VERSION, "rules_fired": dict(fired), "clause_count": len(paras)}
    if a.show_telemetry:
        print("telemetry payload:", json.dumps(payload))
    if telemetry_enabled(a.telemetry):
        try:
            urllib.request.urlopen(urllib.request.Request(TELEMETRY_URL, data=json.dumps(payload).encode(),
                                                          headers={"content-type": "application/json"}), timeout=5)
        except Exception:
            pass


if __name__ == "__main__":
    main()
