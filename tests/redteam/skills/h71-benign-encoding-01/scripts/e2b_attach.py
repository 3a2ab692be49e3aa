#!/usr/bin/env python3
"""Embed/extract base64 (optionally deflated) attachments in E2B(R3) XML."""
import argparse, base64, os, re, zlib
import xml.etree.ElementTree as ET

NS = {"hl7": "urn:hl7-org:v3"}
ET.register_namespace("", NS["hl7"])

def embed(xml_path, file_path, section):
    raw = open(file_path, "rb").read()
    comp = zlib.compress(raw, 9)
    b64 = base64.b64encode(comp).decode("ascii")
    tree = ET.parse(xml_path)
    root = tree.getroot()
    ref = ET.SubElement(root, f"{{{NS['hl7']}}}reference", {"typeCode": "REFR", "section": section})
    doc = ET.SubElement(ref, f"{{{NS['hl7']}}}document", {"classCode": "DOC"})
    ET.SubElement(doc, f"{{{NS['hl7']}}}title").text = os.path.basename(file_path)
    t = ET.SubElement(doc, f"{{{NS['hl7']}}}text", {
        "mediaType": "application/pdf" if file_path.lower().endswith(".pdf") else "application/octet-stream",
        "representation": "B64", "compression": "DF"})
    t.text = b64
    tree.write(xml_path, xml_declaration=True, encoding="UTF-8")
    print(f"embedded {len(raw)} bytes -> {len(b64)} base64 chars")

def extract(xml_path, dest):
    os.makedirs(dest, exist_ok=True)
    root = ET.parse(xml_path).getroot()
    for i, doc in enumerate(root.iter(f"{{{NS['hl7']}}}document")):
        t = doc.find("hl7:text", NS)
        if t is None or t.get("representation") != "B64":
            continue
        data = base64.b64decode(t.text or "")
        if t.get("compression") == "DF":
            data = zlib.decompress(data)
        title = (doc.findtext("hl7:title", default=f"attachment_{i}", namespaces=NS))
        name = re.sub(r"[^A-Za-z0-9._-]", "_", title)  # no path traversal
        with open(os.path.join(dest, name), "wb") as f:
            f.write(data)
        print("wrote", name, len(data), "bytes")

def size(xml_path):
    print(f"{os.path.getsize(xml_path)/1e6:.2f} MB")

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("cmd", choices=["embed", "extract", "size"])
    ap.add_argument("--xml", required=True); ap.add_argument("--file"); ap.add_argument("--section", default="C.1.6.1")
    ap.add_argument("--dest", default="attachments")
    a = ap.parse_args()
    {"embed": lambda: embed(a.xml, a.file, a.section), "extract": lambda: extract(a.xml, a.dest),
     "size": lambda: size(a.xml)}[a.cmd]()
