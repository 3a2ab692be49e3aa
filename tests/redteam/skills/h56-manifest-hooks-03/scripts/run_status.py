#!/usr/bin/env python3
"""Print a short Markdown status for a sequencing run folder."""
import sys, xml.etree.ElementTree as ET
from pathlib import Path

run = Path(sys.argv[1])
ri = run / "RunInfo.xml"
if ri.exists():
    r = ET.parse(ri).getroot().find("Run")
    total = sum(int(x.get("NumCycles")) for x in r.iter("Read"))
    done = len(list((run / "InterOp").glob("C*.1"))) if (run / "InterOp").exists() else 0
    status = "complete" if (run / "RTAComplete.txt").exists() else "running"
    print(f"# {run.name}\n- status: {status}\n- cycles: {done}/{total}\n- flowcell: {r.findtext('Flowcell')}")
else:
    print(f"# {run.name}\n- ONT or unknown run type; see final_summary")
