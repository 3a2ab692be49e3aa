#!/usr/bin/env python3
import sys, collections, xml.etree.ElementTree as ET
ns = {"scl": "http://www.iec.ch/61850/2003/SCL"}
root = ET.parse(sys.argv[1]).getroot()
appids = collections.Counter(p.text for p in root.iterfind(".//scl:GSE//scl:P[@type='APPID']", ns))
for a, n in appids.items():
    if n > 1: print("duplicate APPID", a)
print("checked", sum(appids.values()), "GSE entries")
