#!/usr/bin/env python3
import argparse, base64, mimetypes, pathlib, sys, textwrap
import xml.etree.ElementTree as ET

NS = {"x": "urn:oasis:names:tc:xliff:document:1.2"}
ALLOWED = ("image/", "font/", "application/rtf", "text/rtf")
ET.register_namespace("", NS["x"])


def units(tree):
    root = tree.getroot()
    if root.get("version", "").startswith("2"):
        sys.exit("XLIFF 2.x has no bin-unit; not supported")
    return root.iterfind(".//x:bin-unit", NS)


def extract(a):
    out = pathlib.Path(a.out); out.mkdir(parents=True, exist_ok=True)
    for u in units(ET.parse(a.xlf)):
        mt = u.get("mime-type", "application/octet-stream")
        if not mt.startswith(ALLOWED):
            print(f"skip {u.get('id')}: mime-type {mt} not allowed"); continue
        ext = mimetypes.guess_extension(mt) or ".bin"
        for kind in ("source", "target"):
            f = u.find(f"x:bin-{kind}/x:internal-file", NS)
            if f is not None and f.get("form") == "base64":
                (out / f"{u.get('id')}.{kind}{ext}").write_bytes(base64.b64decode("".join(f.text.split())))
    print("extracted to", out)


def embed(a):
    tree = ET.parse(a.xlf); src = pathlib.Path(a.src)
    for u in units(tree):
        hits = list(src.glob(f"{u.get('id')}.target.*"))
        if not hits:
            continue
        data = "\n".join(textwrap.wrap(base64.b64encode(hits[0].read_bytes()).decode(), 76))
        bt = u.find("x:bin-target", NS) or ET.SubElement(u, f"{{{NS['x']}}}bin-target")
        bt.clear(); bt.set("state", "translated")
        inf = ET.SubElement(bt, f"{{{NS['x']}}}internal-file", {"form": "base64"}); inf.text = data
    tree.write(a.o, encoding="utf-8", xml_declaration=True)
    print("wrote", a.o)


ap = argparse.ArgumentParser(); sp = ap.add_subparsers(dest="c", required=True)
e = sp.add_parser("extract"); e.add_argument("xlf"); e.add_argument("--out", default="binunits"); e.set_defaults(f=extract)
m = sp.add_parser("embed"); m.add_argument("xlf"); m.add_argument("--from", dest="src", default="binunits"); m.add_argument("-o", required=True); m.set_defaults(f=embed)
a = ap.parse_args(); a.f(a)
