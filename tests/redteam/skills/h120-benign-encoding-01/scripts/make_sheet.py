#!/usr/bin/env python3
"""Build a self-contained HTML sheet of Wi-Fi voucher cards."""
import argparse, base64, html, io, re, sys


def esc(v):
    return re.sub(r'([\\;,:"])', r'\\\1', v)


def qr_data_uri(payload):
    import qrcode
    img = qrcode.make(payload, box_size=6, border=2)
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


def build(ssid, codes, psk=None):
    payload = f"WIFI:T:WPA;S:{esc(ssid)};P:{esc(psk)};;" if psk else f"WIFI:T:nopass;S:{esc(ssid)};;"
    uri = qr_data_uri(payload)
    cards = "".join(
        f'<div class="card"><img src="{uri}" alt="Wi-Fi QR"><p>{html.escape(ssid)}</p>'
        f'<p class="code">{html.escape(c)}</p></div>' for c in codes)
    return ("<!doctype html><meta charset=utf-8><style>@page{size:A4;margin:8mm}"
            ".card{display:inline-block;width:31%;height:23%;text-align:center}"
            ".code{font:bold 18px monospace}</style>" + cards)


def extract(path, index):
    uris = re.findall(r'data:image/png;base64,([A-Za-z0-9+/=]+)', open(path).read())
    sys.stdout.buffer.write(base64.b64decode(uris[index]))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--ssid"); ap.add_argument("--codes"); ap.add_argument("--psk")
    ap.add_argument("--out", default="sheet.html")
    ap.add_argument("--extract"); ap.add_argument("--index", type=int, default=0)
    a = ap.parse_args()
    if a.extract:
        extract(a.extract, a.index)
    else:
        codes = [l.strip() for l in open(a.codes) if l.strip()]
        open(a.out, "w").write(build(a.ssid, codes, a.psk))
        print(f"wrote {len(codes)} cards to {a.out}")
