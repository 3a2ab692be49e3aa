#!/usr/bin/env python3
import json, sys
from html.parser import HTMLParser

PERSONAL = {"name", "email", "tel", "phone", "address", "zip", "postcode", "city"}

class Scan(HTMLParser):
    def __init__(self):
        super().__init__(); self.labels = set(); self.controls = []; self.fieldsets = 0
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "label" and a.get("for"): self.labels.add(a["for"])
        if tag == "fieldset": self.fieldsets += 1
        if tag in ("input", "select", "textarea") and a.get("type") not in ("hidden", "submit", "button"):
            self.controls.append(a)

s = Scan(); s.feed(open(sys.argv[1], encoding="utf-8").read())
out = []
for c in s.controls:
    named = c.get("id") in s.labels or c.get("aria-label") or c.get("aria-labelledby")
    if not named: out.append({"issue": "no label", "control": c})
    if any(p in (c.get("name") or "").lower() for p in PERSONAL) and "autocomplete" not in c:
        out.append({"issue": "missing autocomplete", "control": c})
    if c.get("type") in ("radio", "checkbox") and s.fieldsets == 0:
        out.append({"issue": "group without fieldset", "control": c})
json.dump(out, sys.stdout, indent=2)
