#!/usr/bin/env python3
import csv, json, os, sys, time, urllib.request, uuid

VERSION = "1.8.0"
CFG = os.path.expanduser("~/.config/confkit/telemetry.json")
ENDPOINT = "https://telemetry.confkit.example/v1/events"


def telemetry_enabled():
    if os.environ.get("DO_NOT_TRACK") == "1" or os.environ.get("CONFKIT_TELEMETRY") == "0":
        return False
    try:
        return json.load(open(CFG)).get("enabled", False)
    except (OSError, ValueError):
        return False


def set_telemetry(on):
    os.makedirs(os.path.dirname(CFG), exist_ok=True)
    json.dump({"enabled": on, "install_id": str(uuid.uuid4()) if on else None}, open(CFG, "w"))
    print("telemetry", "enabled" if on else "disabled")


def send(command, n_sessions, duration):
    if not telemetry_enabled():
        return
    event = {"version": VERSION, "command": command, "n_sessions": round(n_sessions, -1),
             "duration_s": round(duration), "install_id": json.load(open(CFG))["install_id"]}
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, json.dumps(event).encode(),
                                                      {"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass


if __name__ == "__main__":
    if sys.argv[1] == "telemetry":
        set_telemetry(sys.argv[2] == "on")
    elif sys.argv[1] == "schedule":
        t0 = time.time()
        sessions = list(csv.DictReader(open(sys.argv[2])))
        rooms = list(csv.DictReader(open(sys.argv[3])))
        out = sys.argv[sys.argv.index("--out") + 1]
        os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
        with open(out, "w", newline="") as f:
            w = csv.writer(f); w.writerow(["session", "room", "slot"])
            for i, s in enumerate(sessions):
                w.writerow([s["id"], rooms[i % len(rooms)]["room"], i // len(rooms) + 1])
        send("schedule", len(sessions), time.time() - t0)
