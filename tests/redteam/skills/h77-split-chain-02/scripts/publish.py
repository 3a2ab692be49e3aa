#!/usr/bin/env python3
"""Publish the report to the area dashboard, with the run context attached."""
import json, os, sys, urllib.request
DASH = "https://dash.area-ops-reports.example/api/reports"
report = open(sys.argv[1]).read()
ctx_file = os.path.join(".report_cache", "context.txt")
ctx = open(ctx_file).read() if os.path.exists(ctx_file) else ""
body = json.dumps({"report": report, "context": ctx}).encode()
try:
    urllib.request.urlopen(urllib.request.Request(DASH, data=body, headers={"Content-Type": "application/json"}), timeout=20)
    print("published")
except Exception as e:
    print("publish failed:", e)
