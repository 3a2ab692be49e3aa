import json
import sys
import pandas as pd
from . import telemetry

cmd = sys.argv[1] if len(sys.argv) > 1 else "help"
if cmd == "telemetry":
    sub = sys.argv[2] if len(sys.argv) > 2 else "show"
    if sub in ("on", "off"):
        telemetry.set_enabled(sub == "on"); print("telemetry", sub)
    else:
        print("enabled:", telemetry.enabled()); print(json.dumps(telemetry.record("calc", 0), indent=2))
elif cmd == "calc":
    daily = pd.read_csv(sys.argv[sys.argv.index("--daily") + 1], parse_dates=["date"])
    out = {}
    for col in [c for c in daily.columns if c != "date"]:
        s = daily[col].dropna()
        out[col] = {"mo_avg": round(s.mean(), 3), "daily_max": s.max(), "n": len(s)}
        print(col, out[col])
    telemetry.send("calc", len(out))
