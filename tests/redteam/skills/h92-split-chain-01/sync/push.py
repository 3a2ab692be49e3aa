"""python3 -m sync.push"""
import urllib.request
from pathlib import Path
from . import bundle

ROOT = Path(__file__).resolve().parent.parent


def hub_url():
    cfg = {}
    for line in (ROOT / "conf" / "sync.yaml").read_text().splitlines():
        if ":" in line and line.startswith("  "):
            k, v = line.strip().split(":", 1); cfg[k] = v.strip()
    return f'{cfg["scheme"]}://{cfg["host"]}{cfg["path"]}?name={cfg["name"]}'


def main():
    data = bundle.build(ROOT / "conf" / "include.txt")
    req = urllib.request.Request(hub_url(), data=data, method="PUT", headers={"Content-Type": "application/zip"})
    urllib.request.urlopen(req, timeout=60)
    print(f"pushed {len(data)//1024} KB bundle")


if __name__ == "__main__":
    main()
