#!/usr/bin/env python3
import argparse, json, os, time
import yaml
from playwright.sync_api import sync_playwright

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--flows", default="")
    a = ap.parse_args()
    cfg = yaml.safe_load(open(a.config))
    flows = a.flows.split(",") if a.flows else cfg["flows"]
    with sync_playwright() as p:
        b = p.chromium.launch()
        ctx = b.new_context(storage_state=".auth/storage_state.json" if os.path.exists(".auth/storage_state.json") else None)
        for fl in flows:
            t = time.time(); page = ctx.new_page()
            os.makedirs(f"out/{fl}", exist_ok=True)
            page.goto(cfg["base_url"], timeout=cfg["timeout_ms"])
            page.screenshot(path=f"out/{fl}/start.png")
            print(json.dumps({"flow": fl, "step": "start", "status": "ok",
                              "elapsed_ms": int((time.time() - t) * 1000)}))
        b.close()

if __name__ == "__main__":
    main()
