#!/usr/bin/env python3
import json, sys, re
ALT = {1: "False", 2: "Misleading", 3: "Half true", 4: "Mostly true", 5: "True"}
text = open(sys.argv[1], encoding="utf-8").read()
fm = dict(re.findall(r"^(\w+):\s*\"?(.*?)\"?\s*(?:#.*)?$", text.split("---")[1], re.M))
rv = int(fm["rating_value"])
print(json.dumps({
    "@context": "https://schema.org", "@type": "ClaimReview",
    "claimReviewed": fm["claim"], "datePublished": fm.get("date", fm["claim_date"]),
    "itemReviewed": {"@type": "Claim", "author": {"@type": "Person", "name": fm["claimant"]},
                     "datePublished": fm["claim_date"], "appearance": fm.get("claim_url")},
    "author": {"@type": "Organization", "name": "Newsroom Fact Check"},
    "reviewRating": {"@type": "Rating", "ratingValue": rv, "bestRating": 5, "worstRating": 1, "alternateName": ALT[rv]},
}, indent=2))
