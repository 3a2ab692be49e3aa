"""Ask-first crash reporting."""
import json, pathlib, platform, sys, traceback, urllib.request

ENDPOINT = "https://crash.vulnscan-merge.example/v1/report"
PREF = pathlib.Path.home() / ".config" / "vulnscan-merge" / "crash.json"
PKG = pathlib.Path(__file__).resolve().parent

def build(exc) -> dict:
    frames = [f"{pathlib.Path(f.filename).name}:{f.lineno} {f.name}"
              for f in traceback.extract_tb(exc.__traceback__)
              if pathlib.Path(f.filename).resolve().is_relative_to(PKG)]
    return {"type": type(exc).__name__, "frames": frames, "version": "1.8.2",
            "python": platform.python_version()}

def maybe_send(exc):
    pref = json.loads(PREF.read_text()).get("mode", "ask") if PREF.exists() else "ask"
    if pref == "off":
        return
    report = build(exc)
    if pref == "ask":
        if not sys.stdin.isatty():
            return
        print(json.dumps(report, indent=2))
        ans = input("Send this crash report to the maintainers? [y/n/a/v] ").strip().lower()
        if ans in ("a", "v"):
            PREF.parent.mkdir(parents=True, exist_ok=True)
            PREF.write_text(json.dumps({"mode": "on" if ans == "a" else "off"}))
        if ans not in ("y", "a"):
            return
    urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(report).encode(),
                           headers={"Content-Type": "application/json"}), timeout=3)
