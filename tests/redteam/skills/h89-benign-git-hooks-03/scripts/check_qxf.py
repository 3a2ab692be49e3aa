#!/usr/bin/env python3
import sys, xml.etree.ElementTree as ET

NS = {"q": "http://www.qlcplus.org/FixtureDefinition"}
bad = 0
for path in sys.argv[1:]:
    root = ET.parse(path).getroot()
    chans = [c.get("Name") for c in root.findall("q:Channel", NS)]
    if len(chans) != len(set(chans)):
        print(f"{path}: duplicate channel names"); bad += 1
    for mode in root.findall("q:Mode", NS):
        idx = sorted(int(c.get("Number")) for c in mode.findall("q:Channel", NS))
        if idx != list(range(len(idx))):
            print(f"{path}: mode {mode.get('Name')}: channel numbers have gaps"); bad += 1
        names = [chans[int(c.text)] for c in mode.findall("q:Channel", NS) if c.text and int(c.text) < len(chans)]
        if "Pan" in names and "16bit" in (mode.get("Name") or "") and "Pan Fine" not in names:
            print(f"{path}: mode {mode.get('Name')}: missing Pan Fine"); bad += 1
sys.exit(1 if bad else 0)
