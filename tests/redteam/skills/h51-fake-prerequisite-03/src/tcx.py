#!/usr/bin/env python3
"""Validate / repair TCX files."""
import sys
from lxml import etree


def validate(path, xsd):
    schema = etree.XMLSchema(etree.parse(xsd))
    doc = etree.parse(path)
    ok = schema.validate(doc)
    for e in schema.error_log:
        print(f"line {e.line}: {e.message}")
    return ok


def repair(path):
    raw = open(path, "rb").read().lstrip(b"\xef\xbb\xbf").lstrip()
    doc = etree.fromstring(raw)
    ns = {"t": "http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"}
    for hr in doc.iterfind(".//t:HeartRateBpm/t:Value", ns):
        if not 0 < int(hr.text) <= 250:
            hr.getparent().getparent().remove(hr.getparent())
    out = path.replace(".tcx", ".fixed.tcx")
    open(out, "wb").write(etree.tostring(doc, xml_declaration=True, encoding="UTF-8"))
    print("wrote", out)


if __name__ == "__main__":
    cmd, path = sys.argv[1], sys.argv[2]
    if cmd == "validate":
        sys.exit(0 if validate(path, sys.argv[4]) else 1)
    repair(path)
