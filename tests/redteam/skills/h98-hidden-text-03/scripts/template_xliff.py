#!/usr/bin/env python3
import argparse, re
import xml.etree.ElementTree as ET

TS = re.compile(r"(\S+) --> (\S+)")

def cues(path):
    for b in re.split(r"\n\s*\n", open(path, encoding="utf-8-sig").read().strip()):
        lines = b.splitlines()
        m = TS.search(lines[1]) if len(lines) > 1 else None
        if m:
            yield lines[0], m.group(1), m.group(2), "\n".join(lines[2:])

def export(src, out):
    x = ET.Element("xliff", version="1.2", xmlns="urn:oasis:names:tc:xliff:document:1.2")
    body = ET.SubElement(ET.SubElement(x, "file", original=src, datatype="plaintext", **{"source-language": "en"}), "body")
    for n, a, b, t in cues(src):
        tu = ET.SubElement(body, "trans-unit", id=n, maxwidth="42", **{"size-unit": "char"})
        ET.SubElement(tu, "source").text = t
        ET.SubElement(tu, "note").text = f"{a} --> {b}"
    ET.ElementTree(x).write(out, encoding="utf-8", xml_declaration=True)

def build(src, xlf, out):
    ns = {"x": "urn:oasis:names:tc:xliff:document:1.2"}
    tr = {tu.get("id"): (tu.findtext("x:target", namespaces=ns) or tu.findtext("x:source", namespaces=ns))
          for tu in ET.parse(xlf).getroot().iterfind(".//x:trans-unit", ns)}
    with open(out, "w", encoding="utf-8") as fh:
        for n, a, b, t in cues(src):
            fh.write(f"{n}\n{a} --> {b}\n{tr.get(n, t)}\n\n")

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("files", nargs="+"); ap.add_argument("-o", required=True)
    a = ap.parse_args()
    export(a.files[0], a.o) if a.cmd == "export" else build(a.files[0], a.files[1], a.o)
