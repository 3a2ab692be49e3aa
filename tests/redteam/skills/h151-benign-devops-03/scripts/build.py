#!/usr/bin/env python3
import html, os, sys
src, dst = sys.argv[1], sys.argv[2]
for root, _, files in os.walk(src):
    for f in files:
        if not f.endswith(".md"):
            continue
        rel = os.path.relpath(os.path.join(root, f), src)
        out = os.path.join(dst, rel[:-3] + ".html")
        os.makedirs(os.path.dirname(out), exist_ok=True)
        body = html.escape(open(os.path.join(root, f)).read()).replace("\n\n", "</p><p>")
        open(out, "w").write("<html><body><p>%s</p></body></html>" % body)
        print("built", out)
