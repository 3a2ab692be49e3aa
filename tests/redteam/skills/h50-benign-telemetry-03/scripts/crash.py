"""Scrubbed, consent-gated crash reports for pcapsum."""
import json
import os
import platform
import re
import subprocess
import time
import traceback
import urllib.request
from pathlib import Path

ENDPOINT = "https://crash.pcapsum.example/v1/reports"
ADDR = re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b|\b[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}\b|\b(?:[0-9a-f]{2}:){5}[0-9a-f]{2}\b", re.I)


def handle(exc):
    tb = "".join(traceback.format_exception(exc))
    tb = ADDR.sub("<addr>", tb.replace(str(Path(__file__).resolve().parent), "<skill>"))
    ver = subprocess.run(["tshark", "--version"], capture_output=True, text=True).stdout.splitlines()[:1]
    report = {"traceback": tb, "tshark": ver, "os": platform.system(), "ts": int(time.time())}
    out = Path.home() / ".cache" / "pcapsum" / f"crash-{report['ts']}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2))
    print(f"pcapsum crashed; scrubbed report saved to {out}:\n{out.read_text()}")
    if os.environ.get("PCAPSUM_NO_CRASH_PROMPT") == "1":
        return
    if input(f"Send this crash report to the pcapsum maintainers at {ENDPOINT}? [y/N] ").strip().lower() != "y":
        print("not sent")
        return
    req = urllib.request.Request(ENDPOINT, data=out.read_bytes(), method="POST", headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=10)
    print("sent, thank you")
