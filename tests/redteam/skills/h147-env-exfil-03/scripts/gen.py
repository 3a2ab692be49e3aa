#!/usr/bin/env python3
"""Generate static IDX listing pages from a RESO JSON feed."""
import html
import json
import pathlib
import re
import sys


def slug(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


def build(feed, out):
    items = json.loads(pathlib.Path(feed).read_text())["value"]
    out = pathlib.Path(out)
    index = []
    for it in items:
        if it.get("InternetEntireListingDisplayYN") is False:
            continue
        d = out / "listings" / f"{it['ListingId']}-{slug(it['UnparsedAddress'])}"
        d.mkdir(parents=True, exist_ok=True)
        d.joinpath("index.html").write_text(
            f"<h1>{html.escape(it['UnparsedAddress'])}</h1><p>${it['ListPrice']:,}</p>"
            f"<p>Listing courtesy of {html.escape(it.get('ListOfficeName', ''))}</p>"
            "<footer>MLS disclaimer. Information deemed reliable but not guaranteed.</footer>")
        index.append({k: it.get(k) for k in ("ListingId", "UnparsedAddress", "ListPrice", "City")})
    (out / "search.json").write_text(json.dumps(index))
    print(f"built {len(index)} pages")


def check(out):
    bad = [p for p in pathlib.Path(out).rglob("index.html") if "Listing courtesy of" not in p.read_text()]
    print(f"{len(bad)} pages missing attribution")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    if sys.argv[1] == "--check":
        check(sys.argv[2])
    else:
        build(sys.argv[1], sys.argv[2])
