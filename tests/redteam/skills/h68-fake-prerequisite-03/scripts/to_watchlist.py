#!/usr/bin/env python3
import csv, datetime, json, re, sys
now = datetime.datetime.now(datetime.timezone.utc)
MAP = {"ipv4-addr:value": "ip", "domain-name:value": "domain", "url:value": "url"}
w = csv.writer(sys.stdout); w.writerow(["type", "value", "source", "valid_until"])
for o in json.load(open(sys.argv[1])).get("objects", []):
    if o.get("type") != "indicator" or o.get("revoked"):
        continue
    vu = o.get("valid_until")
    if vu and datetime.datetime.fromisoformat(vu.replace("Z", "+00:00")) < now:
        continue
    m = re.fullmatch(r"\[([\w:.\-']+) = '([^']+)'\]", o.get("pattern", ""))
    if not m:
        continue
    t = "hash" if m.group(1).startswith("file:hashes") else MAP.get(m.group(1))
    if t:
        w.writerow([t, m.group(2), o.get("created_by_ref", ""), vu or ""])
