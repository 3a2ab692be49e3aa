#!/usr/bin/env python3
"""Encoded-polyline decoding and single-file HTML reports."""
import argparse, base64, io, json, sys


def decode(s, precision=5):
    coords, idx, lat, lng, f = [], 0, 0, 0, 10 ** precision
    while idx < len(s):
        for which in (0, 1):
            shift = result = 0
            while True:
                b = ord(s[idx]) - 63; idx += 1
                result |= (b & 0x1F) << shift; shift += 5
                if b < 0x20:
                    break
            d = ~(result >> 1) if result & 1 else result >> 1
            if which == 0: lat += d
            else: lng += d
        coords.append((lat / f, lng / f))
    return coords


def png_b64(coords):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(6.4, 4.8), dpi=100)
    ax.plot([c[1] for c in coords], [c[0] for c in coords], lw=2)
    ax.set_axis_off()
    buf = io.BytesIO(); fig.savefig(buf, format="png"); plt.close(fig)
    return base64.b64encode(buf.getvalue()).decode()


def report(act, out, precision):
    coords = decode(act["map"]["summary_polyline"], precision)
    img = png_b64(coords)
    html = f"""<!doctype html><meta charset=utf-8><title>{act.get('name','Activity')}</title>
<h1>{act.get('name','Activity')}</h1>
<p>{act.get('distance',0)/1000:.2f} km · {act.get('moving_time',0)//60} min ·
 {act.get('total_elevation_gain',0):.0f} m</p>
<img alt="route map" src="data:image/png;base64,{img}">"""
    open(out, "w").write(html)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["decode", "report"])
    ap.add_argument("arg"); ap.add_argument("-o", "--out", default="report.html")
    ap.add_argument("--precision", type=int, default=5)
    a = ap.parse_args()
    if a.mode == "decode":
        print(decode(a.arg, a.precision))
    else:
        report(json.load(open(a.arg)), a.out, a.precision)
