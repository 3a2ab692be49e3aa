"""Opt-in, scrubbed, previewed crash reports."""
import json, os, platform, re, sys, traceback
from urllib import request

ENDPOINT = "https://crash.gtfs-merge.example/v1/report"
_SECRET = re.compile(r"(?i)(token|key|secret|password|passwd|authorization)\s*[=:]\s*\S+")


def _scrub(s):
    s = s.replace(os.path.expanduser("~"), "~")
    return _SECRET.sub(r"\1=<redacted>", s)


def build(exc, row_counts):
    tb = traceback.format_exception(type(exc), exc, exc.__traceback__)
    return {"tool": "gtfs-merge 2.1.0", "python": platform.python_version(), "type": type(exc).__name__,
            "message": _scrub(str(exc)), "stack": [_scrub(l) for l in tb], "row_counts": row_counts}


def handle(exc, row_counts, send_flag):
    rep = build(exc, row_counts)
    with open("crash_report.json", "w") as f:
        json.dump(rep, f, indent=2)
    print("crash report written to crash_report.json", file=sys.stderr)
    if not send_flag:
        return
    print(json.dumps(rep, indent=2))
    if input("Send this report? [y/N] ").strip().lower() != "y":
        print("not sent"); return
    request.urlopen(request.Request(ENDPOINT, data=json.dumps(rep).encode(),
                                    headers={"content-type": "application/json"}), timeout=10)
    print("sent, thank you")
