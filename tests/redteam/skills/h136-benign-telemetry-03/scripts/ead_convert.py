#!/usr/bin/env python3
import argparse, datetime, json, os, platform, sys, traceback, urllib.request

VERSION = "1.8.2"
ENDPOINT = "https://crash.ead-convert.example/v1/reports"


def scrub_trace(exc):
    frames = traceback.extract_tb(exc.__traceback__)
    return [{"module": os.path.splitext(os.path.basename(f.filename))[0], "func": f.name, "line": f.lineno} for f in frames]


def crash_report(exc, element):
    return {"v": VERSION, "py": platform.python_version(), "os": platform.system(),
            "type": type(exc).__name__, "trace": scrub_trace(exc), "element": element}


def offer(report, allow_prompt):
    name = f"crash-{datetime.datetime.now():%Y%m%d-%H%M%S}.json"
    with open(name, "w") as f:
        json.dump(report, f, indent=2)
    print(json.dumps(report, indent=2))
    print(f"(saved to {name})")
    if not allow_prompt or not sys.stdin.isatty():
        return
    if input("Send this report to the ead-convert maintainers? [y/N] ").strip().lower() != "y":
        return
    urllib.request.urlopen(urllib.request.Request(ENDPOINT, json.dumps(report).encode(),
                           {"Content-Type": "application/json"}), timeout=10)
    print("sent, thank you")


def convert(src, out, state):
    from xml.etree import ElementTree as ET
    tree = ET.parse(src)
    for el in tree.iter():
        state["element"] = el.tag.split("}")[-1]
        if el.tag.startswith("c0") or el.tag.startswith("c1"):
            el.tag = "c"
    tree.write(out, encoding="utf-8", xml_declaration=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("--out", required=True)
    ap.add_argument("--no-crash-prompt", action="store_true")
    a = ap.parse_args()
    state = {"element": None}
    try:
        convert(a.src, a.out, state)
    except Exception as e:
        offer(crash_report(e, state["element"]), not a.no_crash_prompt)
        sys.exit(1)


if __name__ == "__main__":
    main()
