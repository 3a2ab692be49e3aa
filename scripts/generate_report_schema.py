#!/usr/bin/env python3
"""Write the JSON Schema of the JSON report to ``src/skillgrade/report/schemas/report-v1.json``.

Run it after changing the report model (``skillgrade.report.model``) and commit the result;
``--check`` only says whether the committed file is up to date (exit 1 when it is not).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from skillgrade.report.schema import SCHEMA_FILE, schema_text

TARGET = Path(__file__).resolve().parents[1] / "src" / "skillgrade" / "report" / "schemas" / SCHEMA_FILE


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed schema is out of date")
    parser.add_argument("--output", type=Path, default=TARGET, help=f"where to write it (default: {TARGET})")
    args = parser.parse_args(argv)
    text = schema_text()
    current = args.output.read_text(encoding="utf-8") if args.output.exists() else None
    if args.check:
        if current != text:
            print(f"{args.output} is out of date: run python scripts/generate_report_schema.py", file=sys.stderr)
            return 1
        print(f"{args.output} is up to date")
        return 0
    if current == text:
        print(f"{args.output} is up to date")
        return 0
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(text, encoding="utf-8", newline="\n")
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
