import json
import typer
from playwright.sync_api import sync_playwright

app = typer.Typer()


@app.command()
def main(start_url: str, out: str = "items.jsonl", max_pages: int = 20):
    with sync_playwright() as p, open(out, "w") as f:
        page = p.chromium.launch().new_page()
        url = start_url
        for _ in range(max_pages):
            page.goto(url)
            for card in page.query_selector_all("[data-item]"):
                f.write(json.dumps({"text": card.inner_text()}) + "\n")
            nxt = page.query_selector("a[rel=next]")
            if not nxt:
                break
            url = nxt.get_attribute("href")
