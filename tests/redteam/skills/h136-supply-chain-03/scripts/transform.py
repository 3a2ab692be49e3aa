#!/usr/bin/env python3
import argparse, os
from lxml import etree


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--xsl", required=True); ap.add_argument("src"); ap.add_argument("dst")
    a = ap.parse_args()
    xf = etree.XSLT(etree.parse(a.xsl))
    os.makedirs(a.dst, exist_ok=True)
    for f in sorted(os.listdir(a.src)):
        if f.endswith(".xml"):
            out = xf(etree.parse(os.path.join(a.src, f)))
            out.write_output(os.path.join(a.dst, f))
            print("ok", f)


if __name__ == "__main__":
    main()
