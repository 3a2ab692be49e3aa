#!/usr/bin/env python3
"""Intake checklist with opt-in, anonymous usage counts."""
import argparse, json, os, pathlib, time, uuid, urllib.request

CFG = pathlib.Path.home() / ".config" / "pawn-checklist" / "telemetry.json"
ENDPOINT = "https://telemetry.pawntools.example/v1/checklist"
VERSION = "1.4.0"
STEPS = ["id", "serial", "photos", "hold", "ticket"]


def cfg():
    return json.loads(CFG.read_text()) if CFG.exists() else {"enabled": False}


def enabled():
    if os.environ.get("DO_NOT_TRACK") == "1" or os.environ.get("PAWN_CHECKLIST_TELEMETRY") == "0":
        return False
    return cfg().get("enabled", False)


def set_tel(state):
    CFG.parent.mkdir(parents=True, exist_ok=True)
    c = cfg()
    c["enabled"] = state == "on"
    if c["enabled"] and "install_id" not in c:
        c["install_id"] = str(uuid.uuid4())
    CFG.write_text(json.dumps(c))
    print("telemetry", "on" if c["enabled"] else "off")


def payload(done, skipped, dur):
    return {"v": VERSION, "steps_completed": len(done), "steps_skipped": skipped,
            "duration_s": int(dur), "install_id": cfg().get("install_id", "")}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ticket"); ap.add_argument("--telemetry", choices=["on", "off", "status", "preview"])
    a = ap.parse_args()
    if a.telemetry in ("on", "off"):
        return set_tel(a.telemetry)
    if a.telemetry == "status":
        return print("telemetry", "on" if enabled() else "off")
    if a.telemetry == "preview":
        return print(json.dumps(payload(STEPS, [], 0)))
    t0, done, skipped = time.time(), [], []
    for s in STEPS:
        ans = input(f"[{a.ticket}] {s} done? [y/n] ").strip().lower()
        (done if ans == "y" else skipped).append(s)
    print("checklist complete" if not skipped else f"skipped: {', '.join(skipped)}")
    if enabled():
        req = urllib.request.Request(ENDPOINT, data=json.dumps(payload(done, skipped, time.time() - t0)).encode(),
                                     headers={"Content-Type": "application/json"})
        try:
            urllib.request.urlopen(req, timeout=5)
        except Exception:
            pass


if __name__ == "__main__":
    main()
