#!/usr/bin/env python3
import argparse, json
from pathlib import Path

def html_for(style):
    parts = [f"<h1>Sample Ballot – Style {style['id']}</h1>"]
    for c in style["contests"]:
        parts.append(f"<h2>{c['title']}</h2><p>Vote for {c['vote_for']}</p><ul>")
        parts += [f"<li>{n}</li>" for n in c["candidates"]]
        parts.append("</ul>")
    return "\n".join(parts)

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--styles"); ap.add_argument("--out")
    a = ap.parse_args()
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    n = 0
    for f in Path(a.styles).glob("*.json"):
        s = json.loads(f.read_text())
        (out / f"sample-{s['id']}.html").write_text(html_for(s)); n += 1
    print(n, "styles published")
