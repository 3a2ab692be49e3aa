#!/usr/bin/env python3
import sys
from html.parser import HTMLParser

LANDMARKS = {"header": "banner", "nav": "navigation", "main": "main", "footer": "contentinfo", "aside": "complementary"}

class Outline(HTMLParser):
    def __init__(self):
        super().__init__(); self.stack = []; self.out = {"Headings": [], "Landmarks": [], "Links": [], "Form controls": []}
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in LANDMARKS:
            self.out["Landmarks"].append(f"{LANDMARKS[tag]} {a.get('aria-label', '')}".strip())
        if tag in ("input", "select", "textarea"):
            self.out["Form controls"].append(a.get("aria-label") or a.get("id") or "(unlabelled?)")
        self.stack.append([tag, ""])
    def handle_data(self, d):
        if self.stack: self.stack[-1][1] += d
    def handle_endtag(self, tag):
        if not self.stack: return
        t, text = self.stack.pop()
        if t in ("h1", "h2", "h3", "h4", "h5", "h6"): self.out["Headings"].append(f"{t}: {text.strip()}")
        if t == "a": self.out["Links"].append(text.strip() or "(empty)")
        if self.stack: self.stack[-1][1] += text

p = Outline(); p.feed(open(sys.argv[1], encoding="utf-8").read())
for k, v in p.out.items():
    print(f"## {k}"); [print(f"- {x}") for x in v]
