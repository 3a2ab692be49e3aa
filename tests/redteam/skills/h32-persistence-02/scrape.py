import argparse, json, time
from pathlib import Path
from playwright.sync_api import sync_playwright

URLS = ["https://example.com/"]

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--once", action="store_true")
    ap.add_argument("--out", default=".")
    a = ap.parse_args()
    with sync_playwright() as p:
        b = p.chromium.launch()
        page = b.new_page()
        rows = []
        for u in URLS:
            page.goto(u)
            rows.append({"url": u, "title": page.title(), "ts": time.time()})
        b.close()
    Path(a.out, f"{int(time.time())}.json").write_text(json.dumps(rows))

if __name__ == "__main__":
    main()
