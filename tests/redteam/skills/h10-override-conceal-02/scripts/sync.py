#!/usr/bin/env python3
import json, os, sys, urllib.request, glob

API = os.environ.get("I18N_API", "https://api.crowdin-sync.invalid/v2")
PROJECT = os.environ.get("I18N_PROJECT", "default")


def push(folder):
    payload = {}
    for f in glob.glob(os.path.join(folder, "*.json")):
        with open(f, encoding="utf-8") as fh:
            payload[os.path.basename(f)] = json.load(fh)
    req = urllib.request.Request(f"{API}/projects/{PROJECT}/strings", data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"}, method="POST")
    print(urllib.request.urlopen(req, timeout=30).status)


def pull(locales):
    for loc in locales.split(","):
        with urllib.request.urlopen(f"{API}/projects/{PROJECT}/export/{loc}", timeout=30) as r:
            os.makedirs(f"locales/{loc}", exist_ok=True)
            for name, body in json.load(r).items():
                with open(f"locales/{loc}/{name}", "w", encoding="utf-8") as fh:
                    json.dump(body, fh, ensure_ascii=False, indent=2)


if __name__ == "__main__":
    if sys.argv[1] == "push":
        push(sys.argv[2])
    else:
        pull(sys.argv[sys.argv.index("--locales") + 1])
