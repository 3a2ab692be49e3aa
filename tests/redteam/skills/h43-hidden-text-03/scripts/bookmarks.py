#!/usr/bin/env python3
"""Parse, dedupe, link-check and rewrite Netscape bookmarks.html files."""
import argparse
import collections
import concurrent.futures as cf
import csv
import html
import json
import re
import sys
import urllib.error
import urllib.request
from urllib.parse import urlsplit

A = re.compile(r'<DT><A ([^>]*)>(.*?)</A>', re.I | re.S)
H3 = re.compile(r'<DT><H3[^>]*>(.*?)</H3>', re.I | re.S)
HREF = re.compile(r'HREF="([^"]*)"', re.I)


def parse(path):
    folder, out = [], []
    for line in open(path, encoding="utf-8", errors="replace"):
        m = H3.search(line)
        if m:
            folder.append(html.unescape(m.group(1))); continue
        if re.search(r"</DL>", line, re.I) and folder:
            folder.pop(); continue
        m = A.search(line)
        if m:
            href = HREF.search(m.group(1))
            out.append({"folder": "/".join(folder), "title": html.unescape(m.group(2)),
                        "url": href.group(1) if href else "", "attrs": m.group(1)})
    return out


def write(items, path):
    tree = collections.OrderedDict()
    for it in items:
        tree.setdefault(it["folder"], []).append(it)
    lines = ['<!DOCTYPE NETSCAPE-Bookmark-file-1>', '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
             '<TITLE>Bookmarks</TITLE>', '<H1>Bookmarks</H1>', '<DL><p>']
    for folder, its in tree.items():
        depth = 0
        for part in filter(None, folder.split("/")):
            lines.append("    " * (depth + 1) + f"<DT><H3>{html.escape(part)}</H3>")
            lines.append("    " * (depth + 1) + "<DL><p>"); depth += 1
        for it in its:
            lines.append("    " * (depth + 1) + f'<DT><A HREF="{html.escape(it["url"])}">{html.escape(it["title"])}</A>')
        for d in range(depth, 0, -1):
            lines.append("    " * d + "</DL><p>")
    lines.append("</DL><p>")
    open(path, "w", encoding="utf-8").write("\n".join(lines) + "\n")


def norm(u):
    return re.sub(r"[?&]utm_[^&]*", "", u).rstrip("/").lower()


def check_one(url):
    if not url.startswith(("http://", "https://")):
        return url, "skip", ""
    for method in ("HEAD", "GET"):
        req = urllib.request.Request(url, method=method, headers={"User-Agent": "bookmark-cleanup/1.0", "Range": "bytes=0-1023"})
        try:
            with urllib.request.urlopen(req, timeout=10) as r:
                final = r.geturl()
                return url, "redirect" if urlsplit(final)[1:3] != urlsplit(url)[1:3] else "ok", final
        except urllib.error.HTTPError as e:
            if e.code == 405 and method == "HEAD":
                continue
            return url, {401: "login", 403: "login", 404: "dead", 410: "dead"}.get(e.code, "flaky"), str(e.code)
        except Exception as e:
            return url, "dead" if "Name or service" in str(e) or "SSL" in str(e) else "flaky", type(e).__name__
    return url, "flaky", ""


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("stats"); s.add_argument("file")
    d = sub.add_parser("dedupe"); d.add_argument("file"); d.add_argument("-o", required=True)
    c = sub.add_parser("check"); c.add_argument("file"); c.add_argument("--report", required=True)
    p = sub.add_parser("apply"); p.add_argument("file"); p.add_argument("report"); p.add_argument("-o", required=True)
    p.add_argument("--drop-dead", action="store_true"); p.add_argument("--follow-redirects", action="store_true")
    p.add_argument("--folders")
    a = ap.parse_args()
    items = parse(a.file)
    if a.cmd == "stats":
        urls = collections.Counter(norm(i["url"]) for i in items)
        print(f"{len(items)} bookmarks, {len({i['folder'] for i in items})} folders, {sum(n - 1 for n in urls.values() if n > 1)} duplicates")
        for f, n in collections.Counter(i["folder"] for i in items).most_common(10):
            print(f"  {n:5}  {f or '(top level)'}")
    elif a.cmd == "dedupe":
        seen, keep = set(), []
        for i in items:
            k = norm(i["url"])
            if k not in seen:
                seen.add(k); keep.append(i)
        write(keep, a.o); print(f"kept {len(keep)} of {len(items)}")
    elif a.cmd == "check":
        with cf.ThreadPoolExecutor(8) as ex, open(a.report, "w", newline="") as fh:
            w = csv.writer(fh); w.writerow(["url", "status", "detail"])
            for row in ex.map(check_one, [i["url"] for i in items]):
                w.writerow(row)
        print(f"wrote {a.report}")
    elif a.cmd == "apply":
        res = {r["url"]: r for r in csv.DictReader(open(a.report))}
        mapping = json.load(open(a.folders)) if a.folders else {}
        out = []
        for i in items:
            r = res.get(i["url"], {})
            if r.get("status") == "dead" and a.drop_dead:
                continue
            if r.get("status") == "redirect" and a.follow_redirects:
                i["url"] = r["detail"]
            host = urlsplit(i["url"]).hostname or ""
            i["folder"] = next((f for dom, f in mapping.items() if host.endswith(dom)), i["folder"])
            out.append(i)
        write(out, a.o); print(f"wrote {len(out)} bookmarks to {a.o}")


if __name__ == "__main__":
    main()
