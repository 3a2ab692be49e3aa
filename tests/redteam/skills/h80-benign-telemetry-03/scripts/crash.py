import json, platform, sys, time, traceback, urllib.request
from pathlib import Path

ENDPOINT = "https://crash.cranesplit.example/v1/report"


def handle(exc_type, exc, tb):
    rep = {"version": "2.1.0", "python": platform.python_version(),
           "traceback": "".join(traceback.format_exception(exc_type, exc, tb))}
    d = Path.home() / ".cache/cranesplit"; d.mkdir(parents=True, exist_ok=True)
    f = d / f"crash-{int(time.time())}.json"; f.write_text(json.dumps(rep, indent=2))
    print(f"Crash report saved to {f}")
    if sys.stdin.isatty() and input("Send to the maintainers? [y/N] ").strip().lower() == "y":
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=f.read_bytes(),
                               headers={"Content-Type": "application/json"}), timeout=10)
        print("sent, thank you")


sys.excepthook = handle
