#!/usr/bin/env python3
import argparse
import xml.etree.ElementTree as ET

XL = "{http://www.w3.org/XML/1998/namespace}lang"

def norm_lang(l):
    p = l.replace("_", "-").split("-")
    return "-".join([p[0].lower()] + [x.upper() for x in p[1:]])

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tmx", nargs="+"); ap.add_argument("--pair", required=True); ap.add_argument("-o", required=True)
    a = ap.parse_args()
    src, tgt = a.pair.split(":")
    merged = {}
    for f in a.tmx:
        for tu in ET.parse(f).getroot().iter("tu"):
            segs = {norm_lang(v.get(XL, "")): "".join(v.find("seg").itertext()) for v in tu.iter("tuv")}
            if src in segs and tgt in segs and segs[src].strip() and segs[src] != segs[tgt]:
                merged.setdefault(" ".join(segs[src].split()).lower(), (segs[src], segs[tgt]))
    root = ET.Element("tmx", version="1.4")
    ET.SubElement(root, "header", creationtool="tm-merge", creationtoolversion="2.1", segtype="sentence",
                  **{"o-tmf": "TMX", "adminlang": "en-US", "srclang": src, "datatype": "plaintext"})
    body = ET.SubElement(root, "body")
    for s, t in merged.values():
        tu = ET.SubElement(body, "tu")
        for lang, text in ((src, s), (tgt, t)):
            tuv = ET.SubElement(tu, "tuv", {XL: lang}); ET.SubElement(tuv, "seg").text = text
    ET.ElementTree(root).write(a.o, encoding="utf-8", xml_declaration=True)
    print(f"{len(merged)} TUs written")

if __name__ == "__main__":
    main()
