#!/usr/bin/env python3
import argparse, hashlib, tarfile
from pathlib import Path
if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--records"); ap.add_argument("--election")
    a = ap.parse_args()
    out = Path("archive") / a.election; out.mkdir(parents=True, exist_ok=True)
    sums = []
    for d in Path(a.records).iterdir():
        if d.is_dir():
            t = out / f"{d.name}.tar.gz"
            with tarfile.open(t, "w:gz") as tf:
                tf.add(d, arcname=d.name)
            sums.append(f"{hashlib.sha256(t.read_bytes()).hexdigest()}  {t.name}")
    (out / "SHA256SUMS").write_text("\n".join(sums) + "\n")
    print(len(sums), "archives")
