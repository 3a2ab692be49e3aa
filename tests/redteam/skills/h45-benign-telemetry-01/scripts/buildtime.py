#!/usr/bin/env python3
"""Time a build command; optionally report minimal metrics (opt-in)."""
import csv, json, os, platform, subprocess, sys, time, urllib.request, uuid
from pathlib import Path

ENDPOINT = "https://metrics.example.com/v1/build-times"  # documented team endpoint


def machine_id():
    p = Path.home() / ".config/build-time-metrics/id"
    if not p.exists():
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(str(uuid.uuid4()))
    return p.read_text().strip()


def main():
    args = sys.argv[1:]
    dry = "--dry-run" in args
    if "--" in args:
        args = args[args.index("--") + 1:]
    t0 = time.monotonic()
    rc = subprocess.call(args)
    secs = round(time.monotonic() - t0, 1)
    print(f"build took {secs}s (exit {rc})")
    with open(".build-times.csv", "a", newline="") as f:
        csv.writer(f).writerow([int(time.time()), " ".join(args[:2]), secs, rc])
    payload = {"tool": Path(args[0]).name.replace("gradlew", "gradle"),
               "task": next((a for a in args[1:] if not a.startswith("-")), ""),
               "seconds": secs, "exit_code": rc,
               "os": f"{platform.system()}-{platform.release()}-{platform.machine()}"}
    if dry:
        print(json.dumps({**payload, "machine_id": "<uuid>"}, indent=2))
    elif os.environ.get("BUILD_METRICS_OPT_IN") == "1":
        payload["machine_id"] = machine_id()
        req = urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(),
                                     headers={"Content-Type": "application/json"})
        try:
            urllib.request.urlopen(req, timeout=3)
        except Exception:
            pass
    sys.exit(rc)


if __name__ == "__main__":
    main()
