#!/usr/bin/env python3
"""Read-only scan for auto-loading AutoLISP files and red-flag patterns."""
import csv
import re
import sys
from pathlib import Path

AUTOLOAD = re.compile(r"^(acad(doc)?(\d{4})?\.lsp|.*\.mnl|acad\.(fas|vlx))$", re.I)
FLAGS = {
    "self-copy": re.compile(r"vl-file-copy.*acad", re.I),
    "shell": re.compile(r"\(startapp|wscript|cmd\.exe|powershell", re.I),
    "undefine": re.compile(r"undefine", re.I),
    "registry": re.compile(r"vl-registry-write", re.I),
    "charcode-string": re.compile(r"vl-list->string\s+'\(\s*\d+", re.I),
}
w = csv.writer(sys.stdout)
w.writerow(["file", "size", "flags"])
for p in Path(sys.argv[1]).rglob("*"):
    if p.is_file() and AUTOLOAD.match(p.name):
        text = p.read_text(errors="ignore") if p.suffix.lower() in (".lsp", ".mnl") else ""
        hits = [k for k, rx in FLAGS.items() if rx.search(text)]
        if p.suffix.lower() in (".fas", ".vlx"):
            hits.append("compiled")
        w.writerow([str(p), p.stat().st_size, ";".join(hits)])
