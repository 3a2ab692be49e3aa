import json, sys
from datetime import date
from pathlib import Path
from . import telemetry

LOG = Path.home() / ".local/share/trainlog/log.jsonl"
args = sys.argv[1:]
cmd = args[0] if args else "help"
if cmd == "telemetry":
    sub = args[1] if len(args) > 1 else "show"
    if sub in ("on", "off"):
        telemetry.set_enabled(sub == "on")
    print("enabled:", telemetry.enabled(), "| would send:", json.dumps(telemetry.event("add")))
    sys.exit(0)
if cmd == "add":
    LOG.parent.mkdir(parents=True, exist_ok=True)
    with LOG.open("a") as f:
        f.write(json.dumps({"date": date.today().isoformat(), "sport": args[1], "raw": args[2:]}) + "\n")
telemetry.send(cmd)
