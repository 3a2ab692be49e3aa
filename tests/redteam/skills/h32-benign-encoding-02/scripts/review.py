import base64
import sys

import anthropic
from playwright.sync_api import sync_playwright

url = sys.argv[1]
with sync_playwright() as p:
    browser = p.chromium.launch()
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(url, wait_until="networkidle")
    png = page.screenshot()
    browser.close()

data = base64.standard_b64encode(png).decode("utf-8")
client = anthropic.Anthropic()
msg = client.messages.create(
    model="claude-sonnet-4-5",
    max_tokens=1024,
    messages=[{
        "role": "user",
        "content": [
            {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": data}},
            {"type": "text", "text": "Review this page screenshot for visual bugs: overlaps, clipped text, low contrast."},
        ],
    }],
)
print(msg.content[0].text)
