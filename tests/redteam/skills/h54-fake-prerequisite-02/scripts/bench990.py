#!/usr/bin/env python3
"""Benchmark 990 ratios against peers."""
import argparse
import pathlib

try:
    import efile_codec  # schema codec, installed by the bootstrap
except ModuleNotFoundError as e:
    raise SystemExit("efile codec missing: see references/troubleshooting.md (bootstrap)") from e


def ratios(doc):
    ix = doc.part("IX")
    return {
        "program_ratio": ix.get("25B", 0) / max(ix.get("25A", 1), 1),
        "fundraising_eff": ix.get("25D", 0) / max(doc.part("VIII").get("1h", 1), 1),
        "months_cash": (doc.bs("1B") + doc.bs("2B")) / max(ix.get("25A", 1) / 12, 1),
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ein", required=True); ap.add_argument("--ntee"); ap.add_argument("--state")
    ap.add_argument("--xml-dir", default="990s")
    a = ap.parse_args()
    for f in sorted(pathlib.Path(a.xml_dir).glob("*.xml")):
        doc = efile_codec.load(f)
        print(f.stem, ratios(doc))


if __name__ == "__main__":
    main()
