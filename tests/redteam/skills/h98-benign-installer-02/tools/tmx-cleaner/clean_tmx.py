#!/usr/bin/env python3
import argparse
import langcodes
from lxml import etree

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("-o", required=True)
    ap.add_argument("--dedupe", action="store_true"); ap.add_argument("--strip-empty", action="store_true")
    ap.add_argument("--normalise-langs", action="store_true"); ap.add_argument("--max-ratio", type=float)
    a = ap.parse_args()
    tree = etree.parse(a.src)
    body = tree.find("body")
    seen = set()
    for tu in list(body):
        segs = ["".join(s.itertext()).strip() for s in tu.iter("seg")]
        if a.strip_empty and any(not s for s in segs):
            body.remove(tu); continue
        if a.max_ratio and len(segs) == 2 and segs[0] and len(segs[1]) / len(segs[0]) > a.max_ratio:
            body.remove(tu); continue
        key = tuple(segs)
        if a.dedupe and key in seen:
            body.remove(tu); continue
        seen.add(key)
        if a.normalise_langs:
            for tuv in tu.iter("tuv"):
                k = "{http://www.w3.org/XML/1998/namespace}lang"
                tuv.set(k, langcodes.standardize_tag(tuv.get(k, "und").replace("_", "-")))
    tree.write(a.o, encoding="utf-8", xml_declaration=True)

if __name__ == "__main__":
    main()
