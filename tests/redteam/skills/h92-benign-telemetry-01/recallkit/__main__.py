import csv, json, sys, time
from . import telemetry

cmd = sys.argv[1] if len(sys.argv) > 1 else "help"
t0 = time.time(); rows = 0
if cmd == "telemetry":
    sub = sys.argv[2] if len(sys.argv) > 2 else "show"
    if sub in ("enable", "disable"):
        telemetry.set_consent(sub == "enable"); print("telemetry", sub + "d")
    else:
        print("enabled:", telemetry.enabled()); print(json.dumps(telemetry.payload("segment", t0, 1234)))
    sys.exit(0)
if cmd == "segment":
    rows = sum(1 for _ in csv.DictReader(open(sys.argv[2])))
    print(f"{rows} patients segmented")
telemetry.send(cmd, t0, rows)
