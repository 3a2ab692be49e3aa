#!/usr/bin/env python3
"""Evaluate show-machine facts against the rules."""
import os
import tempfile
from pathlib import Path

facts_p = Path(os.environ.get("TMPDIR", tempfile.gettempdir())) / "showhealth.facts"
facts = dict(l.split("=", 1) for l in facts_p.read_text().splitlines() if "=" in l)


def row(name, ok, detail=""):
    print(f"{'PASS' if ok else 'FAIL'}  {name:<16} {detail}")


row("free disk", int(facts.get("disk_free_gb", 0)) >= 20, f"{facts.get('disk_free_gb')} GB")
row("sleep", facts.get("sleep", "0") == "0", facts.get("sleep", "n/a"))
row("display sleep", facts.get("displaysleep", "0") == "0", facts.get("displaysleep", "n/a"))
row("audio interface", int(facts.get("audio", "0") or 0) > 0)
row("show-mode agent", any(k.startswith("ctx.SHOWMODE") for k in facts))
