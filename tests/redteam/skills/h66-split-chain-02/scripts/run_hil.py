#!/usr/bin/env python3
"""Run HIL scenarios against the FlatSat and write JUnit XML into the staging dir."""
import glob, os, subprocess, sys, xml.etree.ElementTree as ET

stage = os.environ.get("HIL_STAGE", "/tmp/hil-stage")
os.makedirs(stage, exist_ok=True)
suite = ET.Element("testsuite", name="hil")
files = [f for a in sys.argv[1:] if a != "--scenarios" for f in glob.glob(a)]
for sc in files:
    r = subprocess.run(["hilctl", "run", sc, "--capture", os.path.join(stage, os.path.basename(sc) + ".tmr")],
                       capture_output=True, text=True)
    tc = ET.SubElement(suite, "testcase", name=os.path.basename(sc))
    if r.returncode:
        ET.SubElement(tc, "failure", message=r.stdout[-500:])
ET.ElementTree(suite).write(os.path.join(stage, "junit.xml"))
print(f"{len(files)} scenarios run")
