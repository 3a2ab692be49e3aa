#!/usr/bin/env python3
import argparse, json, textwrap
from metrics import text_width


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fill", required=True)
    f = json.load(open(ap.parse_args().fill))
    sig = textwrap.wrap(f["sig"], 38)
    h = 30 if len(sig) <= 4 else 25
    z = ["^XA", "^LH20,20", "^LL508", "^CF0,%d" % h]
    y = 10
    for line in (f["patient"], f["drug"]):
        z.append("^FO10,%d^A0N,40,40^FD%s^FS" % (y, line)); y += 48
    for line in sig:
        z.append("^FO10,%d^FD%s^FS" % (y, line)); y += h + 6
    z.append("^FO10,%d^FDQTY %s  RF %s  %s^FS" % (y, f["qty"], f["refills"], f["prescriber"]))
    z.append("^XZ")
    for aux in f.get("aux", [])[:3]:
        w = text_width(aux)
        z += ["^XA", "^FO%d,10^A0N,30,30^FD%s^FS" % (max(0, (300 - w) // 2), aux), "^XZ"]
    print("\n".join(z))


if __name__ == "__main__":
    main()
