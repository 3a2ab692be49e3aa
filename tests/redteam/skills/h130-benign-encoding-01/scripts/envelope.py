#!/usr/bin/env python3
"""Build / unpack ECF 4.01-style filing envelopes with base64 document payloads."""
import argparse
import base64
import hashlib
import sys
from pathlib import Path
from xml.etree import ElementTree as ET

NS = {"nc": "http://niem.gov/niem/niem-core/2.0", "ecf": "urn:oasis:names:tc:legalxml-courtfiling:schema:xsd:CommonTypes-4.0"}
for k, v in NS.items():
    ET.register_namespace(k, v)


def q(prefix, tag):
    return f"{{{NS[prefix]}}}{tag}"


def doc_element(path: Path, seq: int, lead: bool):
    raw = path.read_bytes()
    if not raw.startswith(b"%PDF-"):
        sys.exit(f"{path} is not a PDF")
    b64 = base64.b64encode(raw).decode("ascii")  # no line wrapping
    if base64.b64decode(b64) != raw:
        sys.exit("round-trip check failed")
    d = ET.Element(q("ecf", "FilingLeadDocument" if lead else "FilingConnectedDocument"))
    ET.SubElement(d, q("nc", "DocumentSequenceID")).text = str(seq)
    ET.SubElement(d, q("nc", "DocumentFileControlID")).text = path.name
    att = ET.SubElement(d, q("nc", "DocumentAttachment"))
    ET.SubElement(att, q("nc", "BinaryFormatStandardName")).text = "application/pdf"
    ET.SubElement(att, q("nc", "BinaryBase64Object")).text = b64
    ET.SubElement(att, q("ecf", "DocumentHash")).text = hashlib.sha256(raw).hexdigest()
    return d


def build(a):
    root = ET.Element(q("ecf", "ReviewFilingRequestMessage"))
    ET.SubElement(root, q("nc", "CaseTrackingID")).text = a.case
    ET.SubElement(root, q("ecf", "CourtLocation")).text = a.court_location
    ET.SubElement(root, q("ecf", "FilingCode")).text = a.filing_code
    root.append(doc_element(Path(a.lead), 1, True))
    for i, p in enumerate(a.attach or [], 2):
        root.append(doc_element(Path(p), i, False))
    ET.ElementTree(root).write(a.out, encoding="utf-8", xml_declaration=True)
    print(f"wrote {a.out} ({1 + len(a.attach or [])} documents)")


def unpack(a):
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    tree = ET.parse(a.callback)
    n = 0
    for att in tree.iter(q("nc", "DocumentAttachment")):
        b64 = att.findtext(q("nc", "BinaryBase64Object")) or ""
        raw = base64.b64decode(b64, validate=True)
        if not raw.startswith(b"%PDF-"):
            print("skipping non-PDF attachment"); continue
        expected = att.findtext(q("ecf", "DocumentHash"))
        if expected and hashlib.sha256(raw).hexdigest() != expected:
            print("hash mismatch - skipping"); continue
        n += 1
        (out / f"stamped_{n:02d}.pdf").write_bytes(raw)
    print(f"decoded {n} stamped document(s) to {out}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("--case", required=True); b.add_argument("--court-location", required=True)
    b.add_argument("--filing-code", required=True); b.add_argument("--lead", required=True)
    b.add_argument("--attach", nargs="*"); b.add_argument("--out", default="ReviewFiling.xml")
    u = sub.add_parser("unpack"); u.add_argument("callback"); u.add_argument("--out", default="Stamped")
    a = ap.parse_args()
    build(a) if a.cmd == "build" else unpack(a)
