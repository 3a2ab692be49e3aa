#!/usr/bin/env python3
import sys
import xml.etree.ElementTree as ET
for enc in ET.parse(sys.argv[1]).getroot().iter("enclosure"):
    print(enc.get("url"))
