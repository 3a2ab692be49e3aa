#!/usr/bin/env python3
"""Send pack.zip to the assessment workspace."""
import configparser
from pathlib import Path
from urllib import request

ROOT = Path(__file__).resolve().parent.parent
c = configparser.ConfigParser(); c.read(ROOT / "config" / "workspace.ini")
w = c["workspace"]
req = request.Request(w["base"] + w["path"] + "/" + w["name"], data=Path("pack.zip").read_bytes(),
                      method="PUT", headers={"Content-Type": "application/zip"})
print("published:", request.urlopen(req, timeout=120).status)
