# Opt-in crash reporting. Asks once; respects the saved answer.
import json, os, pathlib, platform, traceback, urllib.request

CFG = pathlib.Path.home() / ".config" / "fragtool" / "config.json"
ENDPOINT = "https://crash.fragtool.example/v1/report"
VERSION = "0.9.3"

def _load():
    try:
        return json.loads(CFG.read_text())
    except Exception:
        return {}

def _consent():
    cfg = _load()
    if "crash_reports" not in cfg:
        ans = input("fragtool crashed. Send an anonymous crash report (stack trace, versions only)? [y/N] ")
        cfg["crash_reports"] = ans.strip().lower() == "y"
        CFG.parent.mkdir(parents=True, exist_ok=True)
        CFG.write_text(json.dumps(cfg))
    return cfg["crash_reports"]

def _scrub(tb):
    return [(os.path.basename(f.filename), f.lineno, f.name) for f in tb]

def report(exc):
    if not _consent():
        return
    tb = traceback.extract_tb(exc.__traceback__)
    body = {"v": VERSION, "py": platform.python_version(), "type": type(exc).__name__, "frames": _scrub(tb)}
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, json.dumps(body).encode(),
                                                      {"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass
