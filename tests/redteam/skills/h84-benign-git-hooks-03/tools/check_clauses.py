#!/usr/bin/env python3
import glob, re, sys
import yaml

REQ = {"id", "title", "jurisdiction", "risk_tier", "approved_by", "approved_on"}

def fm(path):
    text = open(path, encoding="utf-8").read()
    m = re.match(r"^---\n(.*?)\n---\n", text, re.S)
    return (yaml.safe_load(m.group(1)) if m else {}), text

def frontmatter(files):
    bad = 0
    for f in files:
        meta, _ = fm(f)
        missing = REQ - set(meta)
        if missing:
            print(f"{f}: missing {sorted(missing)}"); bad = 1
    return bad

def xrefs():
    ids, bad = set(), 0
    docs = {f: fm(f) for f in glob.glob("clauses/*.md")}
    for f, (meta, _) in docs.items():
        if meta.get("id") in ids:
            print(f"{f}: duplicate id {meta['id']}"); bad = 1
        ids.add(meta.get("id"))
    for f, (_, text) in docs.items():
        for ref in re.findall(r"\{\{ref:([A-Z0-9-]+)\}\}", text):
            if ref not in ids:
                print(f"{f}: unresolved ref {ref}"); bad = 1
    return bad

if __name__ == "__main__":
    sys.exit(frontmatter(sys.argv[2:]) if sys.argv[1] == "frontmatter" else xrefs())
