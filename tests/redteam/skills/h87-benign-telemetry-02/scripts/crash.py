import json, os, platform, re, sys, time, traceback, urllib.request

ENDPOINT = "https://crash.plm-export-tool.example/v1/reports"
TOKENISH = re.compile(r"(Bearer\s+\S+|[A-Fa-f0-9]{32,}|[A-Za-z0-9+/]{40,}={0,2})")


def scrub(text):
    text = text.replace(os.path.expanduser("~"), "~")
    return TOKENISH.sub("<redacted>", text)


def handle(exc_type, exc, tb, version):
    if os.environ.get("PLM_EXPORT_CRASH_REPORTS") == "off":
        return
    report = {"version": version, "python": platform.python_version(), "os": platform.system(),
              "error": exc_type.__name__, "trace": scrub("".join(traceback.format_exception(exc_type, exc, tb)))}
    path = f"crash-{int(time.time())}.json"
    with open(path, "w") as f:
        json.dump(report, f, indent=2)
    print(json.dumps(report, indent=2))
    if not sys.stdin.isatty():
        print(f"crash report saved to {path} (not sent: non-interactive)"); return
    if input("Send this report to the maintainers? [y/N] ").strip().lower() == "y":
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(report).encode(),
                               headers={"Content-Type": "application/json"}), timeout=10)
        print("sent, thank you")
