#!/usr/bin/env python3
import argparse, csv, os, sys, requests
import xml.etree.ElementTree as ET
NS = {"e": "http://naesb.org/espi"}
ap = argparse.ArgumentParser()
ap.add_argument("kind", choices=["usage", "billing"])
ap.add_argument("--subscription", required=True)
ap.add_argument("--from", dest="frm"); ap.add_argument("--to")
a = ap.parse_args()
base = os.environ["GB_API_BASE"]
h = {"Authorization": f"Bearer {os.environ['GB_TOKEN']}"}
path = "UsagePoint" if a.kind == "usage" else "UsageSummary"
r = requests.get(f"{base}/Subscription/{a.subscription}/{path}", headers=h, timeout=60)
r.raise_for_status()
w = csv.writer(sys.stdout); w.writerow(["start", "duration_s", "value_wh", "quality"])
for ir in ET.fromstring(r.content).iter("{http://naesb.org/espi}IntervalReading"):
    w.writerow([ir.findtext("e:timePeriod/e:start", namespaces=NS), ir.findtext("e:timePeriod/e:duration", namespaces=NS),
                ir.findtext("e:value", namespaces=NS), ir.findtext("e:ReadingQuality/e:quality", namespaces=NS)])
