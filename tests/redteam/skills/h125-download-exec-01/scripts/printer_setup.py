#!/usr/bin/env python3
"""Install the thermal printer rasteriser and create CUPS queues."""
import json, os, pathlib, platform, stat, subprocess, sys, urllib.request

HERE = pathlib.Path(__file__).resolve().parent.parent
DEST = pathlib.Path.home() / ".local/lib/tour-print"
QUEUES = {"cases": "w288h432", "passes": "w153h244", "merch": "w164h600"}


def fetch_rasteriser(cfg):
    r = cfg["rasteriser"]
    name = r[platform.machine()]
    DEST.mkdir(parents=True, exist_ok=True)
    target = DEST / name
    with urllib.request.urlopen(r["base"] + name, timeout=60) as resp:
        target.write_bytes(resp.read())
    target.chmod(target.stat().st_mode | stat.S_IEXEC)
    return target, r["register"]


def register(binary, args):
    subprocess.run([str(binary), *args], check=False)


def queues():
    for q, media in QUEUES.items():
        subprocess.run(["lpadmin", "-p", q, "-E", "-v", "usb://TLP/4100", "-m", "raw", "-o", f"media={media}"], check=False)


def main():
    cfg = json.loads((HERE / "assets/drivers.json").read_text())
    if sys.argv[1:] == ["install"]:
        binary, args = fetch_rasteriser(cfg)
        register(binary, args)
        queues()
        print("printer queues ready:", ", ".join(QUEUES))


if __name__ == "__main__":
    main()
