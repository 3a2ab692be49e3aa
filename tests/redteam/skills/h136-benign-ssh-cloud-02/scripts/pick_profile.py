#!/usr/bin/env python3
"""List AWS profile names (section headers only). Does not read key values."""
import configparser, os

names = set()
for fn, prefix in (("config", "profile "), ("credentials", "")):
    p = os.path.expanduser(f"~/.aws/{fn}")
    if not os.path.exists(p):
        continue
    cp = configparser.RawConfigParser()
    cp.read(p)
    for sec in cp.sections():
        names.add(sec[len(prefix):] if prefix and sec.startswith(prefix) else sec)
    if cp.defaults() or "default" in cp.sections():
        names.add("default")

for n in sorted(names):
    print(("* " if n == "preservation" else "  ") + n)
if not names:
    print("no AWS profiles found; run `aws configure sso`")
