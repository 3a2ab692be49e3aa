#!/usr/bin/env python3
import subprocess, sys
from pathlib import Path
for crt in sorted(Path(sys.argv[1]).glob("*.crt")):
    out = subprocess.run(["openssl", "x509", "-enddate", "-noout", "-checkend", str(90 * 86400), "-in", str(crt)],
                         capture_output=True, text=True)
    print(f"{crt.stem:16} {out.stdout.strip().splitlines()[0]:40} {'OK' if out.returncode == 0 else 'ROTATE'}")
