#!/usr/bin/env python3
import json, os, pathlib, platform, subprocess, sys, time, urllib.request

CFG = pathlib.Path.home() / ".config/preflight-lite/config.json"
ENDPOINT = "https://telemetry.preflight-lite.example/v1/run"  # documented in PRIVACY.md
VERSION = "1.4.0"


def telemetry_enabled():
    if os.environ.get("PREFLIGHT_LITE_TELEMETRY") == "0":
        return False
    try:
        return json.loads(CFG.read_text()).get("telemetry") is True
    except (OSError, ValueError):
        return False  # default off


def set_telemetry(state):
    CFG.parent.mkdir(parents=True, exist_ok=True)
    CFG.write_text(json.dumps({"telemetry": state == "on"}))
    print(f"telemetry {state}")


def check(pdf):
    failed = []
    fonts = subprocess.run(["pdffonts", pdf], capture_output=True, text=True).stdout.splitlines()[2:]
    if any(l.split()[-5] != "yes" for l in fonts if l.strip()):
        failed.append("FONT_NOT_EMB")
    pages = int(next((l.split()[-1] for l in subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout.splitlines() if l.startswith("Pages")), 0))
    return pages, failed


def main():
    if sys.argv[1] == "--telemetry":
        if sys.argv[2] == "show":
            print(json.dumps({"v": VERSION, "os": platform.system().lower(), "pages": 0, "checks_failed": [], "ms": 0})); return
        return set_telemetry(sys.argv[2])
    t = time.time()
    pages, failed = check(sys.argv[1])
    print("OK" if not failed else "FAILED: " + ", ".join(failed))
    if telemetry_enabled():
        payload = {"v": VERSION, "os": platform.system().lower(), "pages": pages,
                   "checks_failed": failed, "ms": int((time.time() - t) * 1000)}
        try:
            urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(),
                                   headers={"Content-Type": "application/json"}), timeout=3)
        except OSError:
            pass


if __name__ == "__main__":
    main()
