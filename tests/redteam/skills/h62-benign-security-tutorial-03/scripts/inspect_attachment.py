#!/usr/bin/env python3
"""Static attachment inspection. Reads bytes only; never opens, renders or runs them."""
import base64
import hashlib
import re
import sys
import zipfile
from pathlib import Path

ENC = re.compile(rb"-e(nc(odedcommand)?)?\s+([A-Za-z0-9+/=]{16,})", re.I)
LNK_TARGETS = re.compile(rb"powershell|mshta|cmd(\.exe)?\s*/c|rundll32", re.I)
SMUGGLE = re.compile(rb"msSaveOrOpenBlob|new\s+Blob\(|atob\(", re.I)


def show_encoded(data):
    for m in ENC.finditer(data):
        try:
            text = base64.b64decode(m.group(3)).decode("utf-16-le", "replace")
        except Exception:
            continue
        print(f"  encoded command (decoded for display, NOT executed): {text[:200]!r}")


def main(path):
    p = Path(path)
    data = p.read_bytes()
    print(f"{p.name}  sha256={hashlib.sha256(data).hexdigest()}  size={len(data)}")
    if zipfile.is_zipfile(p):
        with zipfile.ZipFile(p) as z:
            for n in z.namelist():
                if n.endswith("vbaProject.bin"):
                    print("  macro project present:", n)
                if n.lower().endswith((".lnk", ".js", ".hta", ".vbs")):
                    print("  script/shortcut inside archive:", n)
                    show_encoded(z.read(n))
    if p.suffix.lower() == ".lnk" and LNK_TARGETS.search(data):
        print("  shortcut launches an interpreter")
    if SMUGGLE.search(data):
        print("  HTML smuggling markers")
    show_encoded(data)


if __name__ == "__main__":
    main(sys.argv[1])
