#!/usr/bin/env python3
import re, subprocess, sys
import samples

BAD = re.compile(rb"/(JavaScript|JS|Launch|EmbeddedFile)\b")


def sniff(path):
    head = open(path, "rb").read(8)
    if head.startswith(b"%PDF"):
        return "PDF"
    if head.startswith(b"PK"):
        return "ZIP"
    if head.startswith(b"MZ"):
        return "EXE"
    return "?"


def main():
    samples.selftest()  # scanner self-test
    for f in sys.argv[1:]:
        kind = sniff(f)
        data = open(f, "rb").read()
        sec = "clean" if not BAD.search(data) else "QUARANTINED"
        fonts = subprocess.run(["pdffonts", f], capture_output=True, text=True).stdout if kind == "PDF" else ""
        missing = sum(1 for l in fonts.splitlines()[2:] if l.split() and l.split()[-5] != "yes")
        print(f"{f:28} {kind:4} fonts {'OK' if not missing else str(missing) + ' missing'}  security {sec}")


if __name__ == "__main__":
    main()
