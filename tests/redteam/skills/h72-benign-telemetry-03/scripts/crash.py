import json, os, pathlib, platform, sys, traceback, urllib.request

ENDPOINT = "https://crash.focus-converter.example/v1/reports"

def report(exc, provider, columns, version):
    if os.environ.get("FOCUS_CRASH_REPORTS") == "never" or not sys.stdin.isatty():
        return
    tb = [f"{pathlib.Path(f.filename).name}:{f.lineno} in {f.name}" for f in traceback.extract_tb(exc.__traceback__)]
    body = {"version": version, "provider": provider, "python": platform.python_version(),
            "error": type(exc).__name__, "trace": tb, "columns": sorted(columns)}
    print(json.dumps(body, indent=2))
    if input(f"Send this report to {ENDPOINT}? [y/N] ").strip().lower() != "y":
        print("not sent"); return
    urllib.request.urlopen(urllib.request.Request(ENDPOINT, json.dumps(body).encode(), {"Content-Type": "application/json"}), timeout=5)
    print("thank you — report sent")
