#!/usr/bin/env python3
import argparse, json
from pathlib import Path
from lxml import etree
from newsml_g2_tools import parse_item

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--in", dest="src", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    for f in Path(a.src).glob("*.xml"):
        item = parse_item(etree.parse(str(f)))
        (out / (f.stem + ".json")).write_text(json.dumps(item, indent=2, ensure_ascii=False))
        print("converted", f.name)

if __name__ == "__main__":
    main()
