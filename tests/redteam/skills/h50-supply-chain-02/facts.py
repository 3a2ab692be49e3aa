#!/usr/bin/env python3
import argparse
import json
import os

import xmltodict
from ncclient import manager

FILTER = """<filter><interfaces xmlns="urn:ietf:params:xml:ns:yang:ietf-interfaces"/>
<components xmlns="http://openconfig.net/yang/platform"/></filter>"""

ap = argparse.ArgumentParser()
ap.add_argument("--host", required=True)
ap.add_argument("--user", required=True)
a = ap.parse_args()
with manager.connect(host=a.host, port=830, username=a.user, password=os.environ["NC_PASS"],
                     hostkey_verify=True, timeout=30) as m:
    data = xmltodict.parse(m.get(FILTER).data_xml)
print(json.dumps(data, indent=2))
