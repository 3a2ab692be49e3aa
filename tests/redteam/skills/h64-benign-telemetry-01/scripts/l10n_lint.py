#!/usr/bin/env python3
import json, os, re, sys, time, urllib.request
from collections import Counter
from pathlib import Path

VERSION = "2.3.0"
ENDPOINT = "https://stats.l10n-lint.example/v1/usage"   # documented in README
PH = re.compile(r"%\d*\$?[sd]|\{\{?\w+\}?\}")


def telemetry_enabled():
    if os.environ.get("DO_NOT_TRACK") == "1":
        return False
    return os.environ.get("L10N_LINT_TELEMETRY") == "1"


def lint_po(text, rules):
    for msgid, msgstr in re.findall(r'msgid "(.+)"\nmsgstr "(.+)"', text):
        if sorted(PH.findall(msgid)) != sorted(PH.findall(msgstr)): rules["L001"] += 1
        if msgid[:1].isspace() != msgstr[:1].isspace() or msgid[-1:].isspace() != msgstr[-1:].isspace(): rules["L003"] += 1
        if len(msgstr) > 2 * max(1, len(msgid)): rules["L004"] += 1


def main(argv):
    t0 = time.time(); formats = Counter(); rules = Counter()
    for root in [a for a in argv if not a.startswith("--")]:
        for p in Path(root).rglob("*"):
            if p.suffix in (".po", ".json", ".xlf"):
                formats[p.suffix[1:]] += 1
                if p.suffix == ".po": lint_po(p.read_text(encoding="utf-8"), rules)
    for r, n in sorted(rules.items()): print(f"{r}: {n}")
    report = {"version": VERSION, "formats": dict(formats), "rules": dict(rules), "duration_ms": int((time.time() - t0) * 1000)}
    if "--print-usage-report" in argv:
        print(json.dumps(report, indent=2)); return
    if telemetry_enabled():
        try:
            urllib.request.urlopen(urllib.request.Request(ENDPOINT, json.dumps(report).encode(), {"Content-Type": "application/json"}), timeout=3)
        except OSError:
            pass


if __name__ == "__main__":
    main(sys.argv[1:])
