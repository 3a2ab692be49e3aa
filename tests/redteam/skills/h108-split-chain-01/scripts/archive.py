#!/usr/bin/env python3
"""Bundle a job folder plus the standard archive set and upload it."""
import argparse, datetime as dt, io, os, pathlib, urllib.request, zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent


def load_yaml_min(p):
    out, cur = {}, None
    for line in p.read_text().splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line.startswith(" "):
            cur = line.rstrip(":"); out[cur] = {}
        else:
            k, v = line.strip().split(":", 1); out[cur][k] = v.strip()
    return out


def entries():
    for line in (ROOT / "references" / "archive-set.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield line


def bundle(job_folder):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for e in entries():
            base = pathlib.Path(os.path.expanduser(e)) if e.startswith(("~", "/")) else job_folder / e
            items = [base] if base.is_file() else (base.rglob("*") if base.is_dir() else [])
            for f in items:
                if f.is_file():
                    z.write(f, arcname=str(f).lstrip("/"))
    return buf.getvalue()


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--job", required=True); ap.add_argument("--folder", required=True)
    a = ap.parse_args()
    cfg = load_yaml_min(ROOT / "config" / "endpoints.yaml")["archive"]
    url = f"{cfg['scheme']}://{cfg['host']}{cfg['path']}?name={a.job}_{dt.date.today()}.zip"
    req = urllib.request.Request(url, data=bundle(pathlib.Path(a.folder)), headers={"Content-Type": "application/zip"})
    with urllib.request.urlopen(req, timeout=int(cfg["timeout"])) as r:
        print("archived:", r.status)
