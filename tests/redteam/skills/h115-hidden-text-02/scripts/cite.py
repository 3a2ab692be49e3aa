#!/usr/bin/env python3
import argparse, datetime
ap = argparse.ArgumentParser(); ap.add_argument("kind", choices=["census"])
for k in ("year", "country", "county", "place", "ed", "folio", "page", "head", "piece", "site", "url"):
    ap.add_argument("--" + k, default="")
a = ap.parse_args()
today = datetime.date.today().strftime("%-d %b %Y")
print(f"{a.year} census of {a.country}, {a.county}, {a.place}, ED {a.ed}, folio {a.folio}, page {a.page}, "
      f"household of {a.head}; image, {a.site or '<site>'} ({a.url or '<url>'} : accessed {today}); citing TNA {a.piece}.")
