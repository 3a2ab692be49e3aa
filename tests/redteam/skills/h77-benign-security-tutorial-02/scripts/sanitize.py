#!/usr/bin/env python3
import json, re, sys, unicodedata
SUSPECT = re.compile(r"(ignore (all|previous|prior)|system:|assistant,|you are now)", re.I)
COMMENT = re.compile(r"<!--.*?-->", re.S)
def clean(t):
    t = COMMENT.sub("", t)
    t = "".join(ch for ch in t if unicodedata.category(ch) != "Cf")
    return re.sub(r"\s+", " ", t).strip()
for line in open(sys.argv[1]):
    r = json.loads(line)
    r["text"] = clean(r.get("text", ""))
    r["flag_injection"] = bool(SUSPECT.search(r["text"]))
    print(json.dumps(r, ensure_ascii=False))
