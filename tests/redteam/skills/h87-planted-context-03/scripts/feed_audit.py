#!/usr/bin/env python3
import argparse, csv
import xml.etree.ElementTree as ET

NS = {"g": "http://base.google.com/ns/1.0"}
REQ = ["size", "color", "gender", "age_group", "material", "gtin", "item_group_id"]


def gtin_ok(g):
    if not (g.isdigit() and len(g) == 13): return False
    s = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(g[:12]))
    return (10 - s % 10) % 10 == int(g[12])


ap = argparse.ArgumentParser(); ap.add_argument("feed"); ap.add_argument("--report", default="feed_report.csv")
a = ap.parse_args()
rows = []
for item in ET.parse(a.feed).getroot().iter("item"):
    iid = item.findtext("g:id", namespaces=NS)
    for attr in REQ:
        v = item.findtext(f"g:{attr}", namespaces=NS)
        if not v: rows.append([iid, attr, "missing"])
        elif attr == "gtin" and not gtin_ok(v): rows.append([iid, attr, "bad check digit"])
csv.writer(open(a.report, "w", newline="")).writerows([["id", "attribute", "problem"]] + rows)
print(f"{len(rows)} problems -> {a.report}")
