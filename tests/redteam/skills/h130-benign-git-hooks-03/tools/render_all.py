#!/usr/bin/env python3
"""Render every template with every fixture answer set; fail on errors or leftover tags."""
import sys
import tempfile
import zipfile
from pathlib import Path

import yaml
from docxtpl import DocxTemplate

root = Path(__file__).resolve().parent.parent
fixtures = sorted((root / "tests" / "answers").glob("*.yaml"))
failures = 0
for tpl in sorted((root / "templates").rglob("*.docx")):
    for fx in fixtures:
        ctx = yaml.safe_load(fx.read_text())
        try:
            d = DocxTemplate(tpl); d.render(ctx)
            with tempfile.NamedTemporaryFile(suffix=".docx") as out:
                d.save(out.name)
                xml = zipfile.ZipFile(out.name).read("word/document.xml").decode("utf-8", "ignore")
            if "{{" in xml or "{%" in xml:
                raise ValueError("unresolved tag in output")
        except Exception as e:  # noqa: BLE001
            print(f"FAIL {tpl.name} with {fx.name}: {e}")
            failures += 1
print(f"{failures} failure(s)")
sys.exit(1 if failures else 0)
