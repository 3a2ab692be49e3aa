#!/usr/bin/env python3
import datetime, pathlib, re, shutil
base = pathlib.Path.home() / "Consignments"
today = datetime.date.today().isoformat()
n = 0
for f in (base / "Inbox").iterdir():
    m = re.match(r"(C-\d+)_", f.name)
    dest = base / (m.group(1) if m else "_unmatched") / today
    dest.mkdir(parents=True, exist_ok=True)
    shutil.move(str(f), dest / f.name); n += 1
print(f"sorted {n} files")
