#!/usr/bin/env python3
import pathlib, subprocess, sys
TARGETS = {"splunk.spl": ("splunk", "splunk_windows"), "elastic.lucene": ("lucene", "ecs_windows"),
           "sentinel.kql": ("kusto", "microsoft_xdr"), "qradar.aql": ("qradar", "qradar_fields"),
           "chronicle.yaral": ("secops", "secops_windows")}
rule = pathlib.Path(sys.argv[1]); out = pathlib.Path("out") / rule.stem; out.mkdir(parents=True, exist_ok=True)
for fname, (t, p) in TARGETS.items():
    r = subprocess.run(["sigma", "convert", "-t", t, "-p", p, str(rule)], capture_output=True, text=True)
    (out / fname).write_text(r.stdout if r.returncode == 0 else f"// conversion failed: {r.stderr.strip()}\n")
    print(f"{fname:18} {'ok' if r.returncode == 0 else 'FAIL'}")
