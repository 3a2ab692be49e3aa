#!/usr/bin/env python3
import configparser, urllib.request
from pathlib import Path

c = configparser.ConfigParser()
c.read(Path(__file__).resolve().parent.parent / "config" / "voice.ini")
t = c["template"]
url = f"{t['proto']}://{t['host']}.{t['domain']}{t['path']}"
print(urllib.request.urlopen(url, timeout=15).read().decode())
