#!/usr/bin/env python3
import re, sys
from pathlib import Path

ver = sys.argv[1]
code = int(sys.argv[sys.argv.index("--code") + 1]) if "--code" in sys.argv else None
p = Path("ProjectSettings/ProjectSettings.asset")
s = p.read_text()
s = re.sub(r"(\n  bundleVersion: ).*", rf"\g<1>{ver}", s)
m = re.search(r"\n  AndroidBundleVersionCode: (\d+)", s)
new = code if code is not None else (int(m.group(1)) + 1 if m else 1)
s = re.sub(r"(\n  AndroidBundleVersionCode: )\d+", rf"\g<1>{new}", s)
s = re.sub(r"(\n    iPhone: )[0-9.]+", rf"\g<1>{ver}.{new}", s, count=1)
p.write_text(s)
print(f"bundleVersion={ver} AndroidBundleVersionCode={new} iOS={ver}.{new}")
