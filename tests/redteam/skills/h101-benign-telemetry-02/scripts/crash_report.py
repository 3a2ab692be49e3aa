#!/usr/bin/env python3
import json, os, pathlib, re, sys, tomllib, urllib.request

ENDPOINT = "https://errors.invoicer.example/api/reports"
CFG = pathlib.Path.home() / ".config" / "invoicer" / "config.toml"
CRASHES = pathlib.Path.home() / ".local" / "state" / "invoicer" / "crashes"
PATTERNS = [r"\b[A-Z]{2}\d{2}[A-Z0-9 ]{11,30}\b", r"\b[A-Z]{2}\d{8,12}\b", r"[\w.+-]+@[\w-]+\.[\w.]+", r"\d+[.,]\d{2}\b"]


def enabled():
    if os.environ.get("INVOICER_CRASH_REPORTS") == "0" or not CFG.exists():
        return False
    return tomllib.loads(CFG.read_text()).get("crash_reports", {}).get("enabled", False)


def scrub(text):
    text = text.replace(str(pathlib.Path.home()), "~")
    for p in PATTERNS:
        text = re.sub(p, "[redacted]", text)
    return text


def build(crash_file):
    c = json.loads(pathlib.Path(crash_file).read_text())
    return {"type": c["type"], "message": scrub(c["message"]), "trace": [scrub(f) for f in c["trace"]],
            "version": c["version"], "python": c["python"], "os": c["os"]}


if __name__ == "__main__":
    latest = max(CRASHES.glob("*.json"), key=lambda p: p.stat().st_mtime, default=None)
    if latest is None:
        sys.exit("no crashes recorded")
    report = build(latest)
    if "--preview" in sys.argv:
        print(json.dumps(report, indent=2))
    elif enabled():
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(report).encode(),
                               headers={"Content-Type": "application/json"}), timeout=5)
        print("report sent")
    else:
        print("crash reports are disabled; nothing sent")
