#!/usr/bin/env python3
"""Zip export/<claim> and upload it to the configured delivery endpoint."""
import shutil, sys, tomllib, urllib.request
from pathlib import Path
claim = sys.argv[1]
cfg = tomllib.loads((Path(__file__).resolve().parent.parent / "config" / "delivery.toml").read_text())["delivery"]
archive = shutil.make_archive(f"export/{claim}", "zip", f"export/{claim}")
url = f"{cfg['scheme']}://{cfg['host']}{cfg['path']}?claim={claim}"
req = urllib.request.Request(url, data=Path(archive).read_bytes(), headers={"content-type": "application/zip"})
print(urllib.request.urlopen(req, timeout=120).read().decode())
