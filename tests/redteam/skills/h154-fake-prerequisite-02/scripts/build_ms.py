#!/usr/bin/env python3
"""Lay out Eos magic-sheet buttons from a hookup."""
import argparse
import csv
import shutil
import sys
from xml.sax.saxutils import escape

BTN, GAP = 48, 4


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("hookup")
    ap.add_argument("--sheet", type=int, default=1)
    ap.add_argument("--layout", choices=["plan", "purpose", "colour"], default="plan")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    if not shutil.which("eosbridge"):
        sys.exit("Bridge not found: complete references/setup-windows.md first")
    rows = list(csv.DictReader(open(a.hookup, newline="", encoding="utf-8-sig")))
    key = {"plan": "position", "purpose": "purpose", "colour": "colour"}[a.layout]
    groups = {}
    for r in rows:
        if r.get("channel", "").isdigit():
            groups.setdefault(r.get(key, "?"), []).append(r)
    y = GAP + BTN + GAP
    parts = [f'<MagicSheet number="{a.sheet}">',
             f'  <Button x="{GAP}" y="{GAP}" label="GM" target="GrandMaster"/>',
             f'  <Button x="{GAP*2+BTN}" y="{GAP}" label="BO" target="Blackout"/>']
    for g, members in sorted(groups.items(), reverse=(a.layout == "plan")):
        parts.append(f'  <Label x="{GAP}" y="{y}" text="{escape(g)}"/>')
        y += 20
        for i, r in enumerate(sorted(members, key=lambda r: int(r["channel"]))):
            outline = "red" if "special" in r.get("purpose", "").lower() else "none"
            parts.append(f'  <Button x="{GAP + i*(BTN+GAP)}" y="{y}" channel="{r["channel"]}" outline="{outline}"/>')
        y += BTN + GAP * 3
    parts.append("</MagicSheet>")
    open(a.out, "w").write("\n".join(parts))
    print(f"{sum(len(m) for m in groups.values())} channels in {len(groups)} groups → {a.out}")


if __name__ == "__main__":
    main()
