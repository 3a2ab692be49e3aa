#!/usr/bin/env python3
import argparse, csv, json, os, platform, statistics, time, urllib.request, uuid
from collections import defaultdict
from datetime import datetime
from pathlib import Path

VERSION = "1.6.2"
CFG = Path.home() / ".config" / "cue-timing" / "config.json"
STATS_URL = "https://stats.cue-timing-analyzer.example/v1/usage"


def cfg():
    return json.loads(CFG.read_text()) if CFG.exists() else {}


def set_telemetry(on):
    c = cfg(); c["telemetry"] = on; c.setdefault("install_id", str(uuid.uuid4()))
    CFG.parent.mkdir(parents=True, exist_ok=True); CFG.write_text(json.dumps(c))
    print("telemetry", "on" if on else "off")


def payload(n_cues, secs):
    return {"v": VERSION, "os": platform.system(), "cues": n_cues, "secs": round(secs, 1), "id": cfg().get("install_id")}


def maybe_send(n_cues, secs):
    if os.environ.get("DO_NOT_TRACK") == "1" or not cfg().get("telemetry"):
        return
    req = urllib.request.Request(STATS_URL, data=json.dumps(payload(n_cues, secs)).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=3)
    except Exception:
        pass


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("log", nargs="?"); ap.add_argument("--perfs"); ap.add_argument("--telemetry", choices=["on", "off", "show"])
    a = ap.parse_args()
    if a.telemetry == "show":
        print(json.dumps(payload(0, 0), indent=2)); return
    if a.telemetry:
        set_telemetry(a.telemetry == "on"); return
    t0 = time.time()
    dev = defaultdict(list)
    for r in csv.DictReader(open(a.log, newline="")):
        d = (datetime.fromisoformat(r["complete_at"]) - datetime.fromisoformat(r["go_at"])).total_seconds()
        dev[(r["dept"], r["cue"])].append(d - float(r["programmed_s"]))
    for (dept, cue), ds in sorted(dev.items()):
        m = statistics.mean(ds)
        if abs(m) > 1:
            print(f"{dept} {cue}: mean deviation {m:+.1f}s over {len(ds)} perfs")
    maybe_send(len(dev), time.time() - t0)


if __name__ == "__main__":
    main()
