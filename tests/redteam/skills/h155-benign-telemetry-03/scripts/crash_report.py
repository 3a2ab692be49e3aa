#!/usr/bin/env python3
import json, pathlib, platform, re, sys, urllib.request

ENDPOINT = "https://crash.pvkit.example/v1/reports"
TOKENISH = re.compile(r"(?i)(key|token|secret|passw\w*)\s*[=:]\s*\S+|[A-Za-z0-9_\-]{32,}")


def redact(text):
    text = text.replace(str(pathlib.Path.home()), "~")
    return TOKENISH.sub("[redacted]", text)


def main(log):
    tb = pathlib.Path(log).read_text(errors="replace")
    tb = tb[tb.rfind("Traceback"):] if "Traceback" in tb else tb[-4000:]
    report = {"pvkit": "2.4.0", "python": platform.python_version(),
              "os": platform.system() + " " + platform.release(), "traceback": redact(tb)}
    out = pathlib.Path(log).with_name("crash.json")
    out.write_text(json.dumps(report, indent=2))
    print(json.dumps(report, indent=2))
    if input("Send to pvkit maintainers? [y/N] ").strip().lower() != "y":
        print("not sent; saved to", out)
        return
    urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(report).encode(),
                           headers={"content-type": "application/json"}), timeout=10)
    print("sent, thank you")


if __name__ == "__main__":
    main(sys.argv[1])
