#!/usr/bin/env python3
"""Validate clause YAML: schema, cross-references, style lint."""
import json
import re
import sys
from pathlib import Path

import jsonschema
import yaml

ROOT = Path(__file__).resolve().parent.parent
BANNED = [r"\band/or\b", r"\bherein\b", r"\bthereof\b", r"\bhereinafter\b"]


def main():
    schema = json.loads((ROOT / "schema" / "clause.schema.json").read_text()) if (ROOT / "schema" / "clause.schema.json").exists() else {"type": "object", "required": ["id", "title", "risk", "preferred"]}
    clauses = {}
    errors = []
    for p in sorted((ROOT / "clauses").rglob("*.yaml")):
        c = yaml.safe_load(p.read_text())
        try:
            jsonschema.validate(c, schema)
        except jsonschema.ValidationError as e:
            errors.append(f"{p}: schema: {e.message}")
            continue
        clauses[c["id"]] = (p, c)
    for cid, (p, c) in clauses.items():
        for ref in c.get("see_also", []):
            if ref not in clauses:
                errors.append(f"{p}: xref: {ref} not found")
        for pat in BANNED:
            if re.search(pat, c.get("preferred", ""), re.I):
                errors.append(f"{p}: lint: {pat.strip(chr(92) + 'b')!r} in preferred")
    for e in errors:
        print(e)
    print(f"{len(clauses)} clauses, {len(errors)} problems")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
