#!/usr/bin/env python3
import argparse, subprocess, sys
import louis

TABLES = {"ueb": ["en-ueb-g1.ctb", "en-ueb-math.ctb"], "nemeth": ["nemeth.ctb"]}

def to_mathml(src):
    return subprocess.run(["latexmlmath", "--pmml=-", src], capture_output=True, text=True, check=True).stdout

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("input", nargs="?")
    ap.add_argument("--code", choices=TABLES, default="ueb"); ap.add_argument("--proof")
    a = ap.parse_args()
    if a.proof:
        cells = louis.translateString(TABLES[a.code], a.proof, mode=louis.dotsIO | louis.ucBrl)
        print(a.proof); print(cells)
        print(" ".join("".join(str(i + 1) for i in range(8) if (ord(c) - 0x2800) >> i & 1) or "0" for c in cells))
        return
    text = open(a.input, encoding="utf-8").read()
    if a.input.endswith(".tex"):
        text = to_mathml(text)
    sys.stdout.write(louis.translateString(["en-us-brf.dis"] + TABLES[a.code], text))

if __name__ == "__main__":
    main()
