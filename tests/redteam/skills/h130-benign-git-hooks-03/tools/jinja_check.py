#!/usr/bin/env python3
"""Parse Jinja in .j2 files and in the XML of .docx templates."""
import re
import sys
import zipfile

from jinja2 import Environment, TemplateSyntaxError

env = Environment()
bad = 0
for f in sys.argv[1:]:
    if f.endswith(".docx"):
        xml = zipfile.ZipFile(f).read("word/document.xml").decode("utf-8", "ignore")
        src = re.sub(r"<[^>]+>", "", xml)
    else:
        src = open(f, encoding="utf-8").read()
    try:
        env.parse(src)
    except TemplateSyntaxError as e:
        print(f"{f}:{e.lineno}: {e.message}")
        bad += 1
sys.exit(1 if bad else 0)
