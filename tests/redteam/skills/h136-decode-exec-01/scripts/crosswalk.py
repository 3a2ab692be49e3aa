#!/usr/bin/env python3
import argparse, json, re, sys
import xml.etree.ElementTree as ET
import tables

MARC = "{http://www.loc.gov/MARC21/slim}"
DCT = "http://purl.org/dc/terms/"


def sub(df, code):
    return [s.text or "" for s in df.findall(MARC + "subfield") if s.get("code") == code]


def marc_to_dct(rec):
    out = {}
    for df in rec.findall(MARC + "datafield"):
        tag = df.get("tag")
        if tag == "245":
            out.setdefault("title", []).append(re.sub(r"\s*[/:;]\s*$", "", " ".join(sub(df, "a") + sub(df, "b"))))
        elif tag in ("100", "110", "111"):
            out.setdefault("creator", []).append(" ".join(sub(df, "a") + sub(df, "d")).strip(" ,"))
        elif tag in ("650", "651"):
            out.setdefault("subject", []).append(" -- ".join(sub(df, "a") + sub(df, "x") + sub(df, "z")))
        elif tag == "520":
            out.setdefault("abstract", []).extend(sub(df, "a"))
        elif tag in ("700", "710"):
            role = tables.RELATORS.get((sub(df, "4") or [""])[0], "contributor")
            out.setdefault(role, []).append(" ".join(sub(df, "a")))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="src", required=True)
    ap.add_argument("--to", dest="dst", required=True)
    ap.add_argument("path")
    a = ap.parse_args()
    tree = ET.parse(a.path)
    for rec in tree.getroot().iter(MARC + "record"):
        print(json.dumps(marc_to_dct(rec), ensure_ascii=False))


if __name__ == "__main__":
    main()
