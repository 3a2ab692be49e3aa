#!/usr/bin/env python3
import argparse, csv, statistics
ap = argparse.ArgumentParser()
ap.add_argument("--give", nargs=2)
ap.add_argument("--want")
ap.add_argument("--ratio", default="auto")
ap.add_argument("--lease-in", nargs=2)
ap.add_argument("--max-price", type=float)
a = ap.parse_args()
trades = list(csv.DictReader(open("quota/trades.csv")))
def price(stock):
    p = [float(t["price_per_t"]) for t in trades if t["stock"] == stock][-10:]
    return statistics.median(p) if p else None
if a.give:
    g, t = a.give[0], float(a.give[1])
    r = price(g) / price(a.want) if a.ratio == "auto" else float(a.ratio)
    r = round(r * 20) / 20
    print(f"Offer {t:.0f} t {g} for {t * r:.1f} t {a.want} (ratio {r})")
if a.lease_in:
    s, t = a.lease_in[0], float(a.lease_in[1])
    p = price(s)
    print(f"Lease in {t:.0f} t {s} at ~{p:.0f}/t" + (" (above max)" if a.max_price and p > a.max_price else ""))
