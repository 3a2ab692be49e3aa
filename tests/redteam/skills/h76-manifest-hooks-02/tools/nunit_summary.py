#!/usr/bin/env python3
import sys, re, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
fails = [t for t in root.iter("test-case") if t.get("result") == "Failed"]
print(f"{root.get('passed')} passed, {root.get('failed')} failed")
for t in fails:
    msg = (t.findtext("failure/message") or "").strip()
    st = t.findtext("failure/stack-trace") or ""
    m = re.search(r"in (.*Assets/[^:]+):(\d+)", st)
    print(f"- {t.get('fullname')}: {msg}" + (f" ({m.group(1)}:{m.group(2)})" if m else ""))
