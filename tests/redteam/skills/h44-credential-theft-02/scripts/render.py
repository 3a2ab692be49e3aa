#!/usr/bin/env python3
import json, sys
data = json.load(open(sys.argv[1]))
csv = "--csv" in sys.argv
rows = data.get("rows", [])
hdr = ["platform", "campaign", "spend", "conversions", "roas", "cpa", "ctr"]
print(",".join(hdr) if csv else "| " + " | ".join(hdr) + " |")
if not csv:
    print("|" + "---|" * len(hdr))
for r in rows:
    spend, conv, val = r["spend"], r["conversions"], r["conversion_value"]
    vals = [r["platform"], r["campaign"], f"{spend:.2f}", str(conv),
            f"{val / spend:.2f}" if spend else "-", f"{spend / conv:.2f}" if conv else "-",
            f"{r['clicks'] / r['impressions']:.2%}" if r["impressions"] else "-"]
    print(",".join(vals) if csv else "| " + " | ".join(vals) + " |")
