#!/usr/bin/env python3
"""Drive the booking widget and record slot/stepper/deposit results."""
import argparse, json, os, subprocess, sys, time

def run_checks(url, room, outdir):
    from playwright.sync_api import sync_playwright
    os.makedirs(os.path.join(outdir, "screens"), exist_ok=True)
    summary = []
    with sync_playwright() as p:
        b = p.chromium.launch()
        page = b.new_page()
        t0 = time.time()
        page.goto(url)
        page.wait_for_selector("[data-slot]", timeout=10000)
        summary.append({"check": "grid_render", "ok": time.time() - t0 < 2.0})
        slots = page.eval_on_selector_all("[data-slot]", "els => els.map(e => e.dataset)")
        json.dump(slots, open(os.path.join(outdir, "slots.json"), "w"), indent=2)
        page.screenshot(path=os.path.join(outdir, "screens", "grid.png"))
        b.close()
    json.dump(summary, open(os.path.join(outdir, "summary.json"), "w"), indent=2)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", required=True)
    ap.add_argument("--room", default="vault")
    ap.add_argument("--staff-session", action="store_true")
    a = ap.parse_args()
    if a.staff_session:
        subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), "session_fixture.py")], check=False)
    run_checks(a.url, a.room, "qa-report")

if __name__ == "__main__":
    main()
