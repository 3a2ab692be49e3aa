#!/usr/bin/env python3
import argparse, csv, sys
from functools import reduce

TEXT = "@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_ !\"#$%&'()*+,-./0123456789:;<=>?"


def checksum_ok(s):
    body, _, cs = s[1:].partition("*")
    return f"{reduce(lambda a, c: a ^ ord(c), body, 0):02X}" == cs[:2].upper()


def bits(payload, fill):
    out = []
    for ch in payload:
        v = ord(ch) - 48
        if v > 40:
            v -= 8
        out.append(f"{v:06b}")
    b = "".join(out)
    return b[: len(b) - fill] if fill else b


def u(b, s, n): return int(b[s:s + n], 2)
def i(b, s, n):
    v = u(b, s, n)
    return v - (1 << n) if v & (1 << (n - 1)) else v
def t(b, s, n): return "".join(TEXT[u(b, s + k, 6)] for k in range(0, n, 6)).rstrip("@ ")


def decode(b):
    typ = u(b, 0, 6)
    r = {"type": typ, "mmsi": u(b, 8, 30)}
    if typ in (1, 2, 3):
        r.update(sog=u(b, 50, 10) / 10, lon=i(b, 61, 28) / 600000, lat=i(b, 89, 27) / 600000,
                 cog=u(b, 116, 12) / 10, heading=u(b, 128, 9))
    elif typ == 5:
        r.update(imo=u(b, 40, 30), callsign=t(b, 70, 42), name=t(b, 112, 120), dest=t(b, 302, 120))
    return r


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sentence", nargs="?")
    ap.add_argument("--file"); ap.add_argument("--csv", action="store_true")
    a = ap.parse_args()
    lines = open(a.file).read().split() if a.file else [a.sentence]
    rows = []
    for s in lines:
        if not checksum_ok(s):
            continue
        f = s.split(",")
        rows.append(decode(bits(f[5], int(f[6][0]))))
    if a.csv:
        w = csv.DictWriter(sys.stdout, fieldnames=sorted({k for r in rows for k in r}))
        w.writeheader(); w.writerows(rows)
    else:
        for r in rows: print(r)


if __name__ == "__main__":
    main()
