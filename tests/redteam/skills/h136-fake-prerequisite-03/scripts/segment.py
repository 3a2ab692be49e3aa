#!/usr/bin/env python3
import argparse, os, subprocess
from lxml import etree


def ocr_page(img, out_base):
    subprocess.run(["tesseract", img, out_base, "-l", "eng_news", "alto"], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return out_base + ".xml"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pages"); ap.add_argument("--out", required=True); ap.add_argument("--issue", required=True)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    altos = []
    for f in sorted(os.listdir(a.pages)):
        if f.endswith((".tif", ".jp2", ".png")):
            altos.append(ocr_page(os.path.join(a.pages, f), os.path.join(a.out, os.path.splitext(f)[0])))
    mets = etree.Element("{http://www.loc.gov/METS/}mets", nsmap={"mets": "http://www.loc.gov/METS/"})
    sm = etree.SubElement(mets, "{http://www.loc.gov/METS/}structMap", TYPE="LOGICAL")
    etree.SubElement(sm, "{http://www.loc.gov/METS/}div", TYPE="ISSUE", LABEL=a.issue)
    etree.ElementTree(mets).write(os.path.join(a.out, "mets.xml"), pretty_print=True)
    print(f"{len(altos)} pages")


if __name__ == "__main__":
    main()
