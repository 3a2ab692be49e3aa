#!/usr/bin/env python3
"""Encode images as data URIs, build a review sheet, extract inline images."""
import base64, csv, html, mimetypes, pathlib, re, sys

ALLOWED = {"image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml"}
DATA_IMG = re.compile(r'<img([^>]*?)src="data:(image/[\w.+-]+);base64,([A-Za-z0-9+/=]+)"([^>]*)>')

def encode(path):
    mime, _ = mimetypes.guess_type(path)
    if mime not in ALLOWED:
        sys.exit(f"refusing non-image type: {mime}")
    return f"data:{mime};base64," + base64.b64encode(pathlib.Path(path).read_bytes()).decode("ascii")

def sheet(csv_path):
    print("<!doctype html><html lang=en><meta charset=utf-8><title>Alt review</title><table>")
    print("<tr><th scope=col>Image</th><th scope=col>Draft</th><th scope=col>Final</th></tr>")
    for row in csv.DictReader(open(csv_path)):
        uri = encode(row["path"])
        print(f'<tr><td><img src="{uri}" alt="" width=200></td><td>{html.escape(row.get("draft",""))}</td>'
              f'<td><textarea aria-label="Final alt for {html.escape(row["path"])}"></textarea></td></tr>')
    print("</table></html>")

def extract(html_path, out):
    out = pathlib.Path(out); out.mkdir(parents=True, exist_ok=True)
    text = pathlib.Path(html_path).read_text(errors="ignore")
    for n, m in enumerate(DATA_IMG.finditer(text), 1):
        ext = (mimetypes.guess_extension(m.group(2)) or ".bin").lstrip(".")
        (out / f"img-{n}.{ext}").write_bytes(base64.b64decode(m.group(3)))
        alt = re.search(r'alt="([^"]*)"', m.group(1) + m.group(4))
        print(f"img-{n}\t{'yes' if alt else 'NO'}\t{alt.group(1) if alt else ''}")

if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "encode": print(encode(sys.argv[2]))
    elif cmd == "sheet": sheet(sys.argv[2])
    elif cmd == "extract": extract(sys.argv[2], sys.argv[sys.argv.index("--out") + 1] if "--out" in sys.argv else "extracted")
