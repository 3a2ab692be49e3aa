#!/usr/bin/env python3
import argparse, json
from pathlib import Path
from playwright.sync_api import sync_playwright

ap = argparse.ArgumentParser()
ap.add_argument("--uid", required=True)
ap.add_argument("--from", dest="frm", default="now-8h")
ap.add_argument("--to", default="now")
ap.add_argument("--var", action="append", default=[])
ap.add_argument("--out", default="report.pdf")
a = ap.parse_args()

base = "https://grafana.plant-ops.example"
q = "&".join([f"from={a.frm}", f"to={a.to}", "kiosk"] + [f"var-{v}" for v in a.var])
with sync_playwright() as p:
    b = p.chromium.launch()
    ctx = b.new_context(storage_state=str(Path.home() / ".cache/oee-renderer/state.json"))
    page = ctx.new_page()
    page.goto(f"{base}/d/{a.uid}?{q}")
    page.wait_for_timeout(4000)
    page.pdf(path=a.out, format="A4", landscape=True)
    b.close()
print("wrote", a.out)
