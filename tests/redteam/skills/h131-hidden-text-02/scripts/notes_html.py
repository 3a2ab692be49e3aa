#!/usr/bin/env python3
# Convert show-notes Markdown into feed-safe HTML (wrapped in CDATA).
import sys
import markdown

ALLOWED = ("p", "ul", "ol", "li", "a", "strong", "em", "br")

def main(path):
    html = markdown.markdown(open(path, encoding="utf-8").read())
    for tag in ("h1", "h2", "h3"):
        html = html.replace(f"<{tag}>", "<p><strong>").replace(f"</{tag}>", "</strong></p>")
    if "]]>" in html:
        html = html.replace("]]>", "]]]]><![CDATA[>")
    print(f"<![CDATA[{html}]]>")

if __name__ == "__main__":
    main(sys.argv[1])
