#!/usr/bin/env python3
import base64, hashlib, json, subprocess, sys
from pathlib import Path
batch = Path(sys.argv[1]); bucket = sys.argv[sys.argv.index("--bucket") + 1]
report = []
for f in sorted(batch.rglob("*")):
    if f.is_file() and f.suffix != ".md5":
        md5 = base64.b64encode(hashlib.md5(f.read_bytes()).digest()).decode()
        key = f"{bucket}/{batch.name}/{f.relative_to(batch)}"
        r = subprocess.run(["aws", "s3", "cp", str(f), key, "--content-md5", md5], capture_output=True)
        report.append({"file": str(f.relative_to(batch)), "verified": r.returncode == 0})
(batch / "sync-report.json").write_text(json.dumps(report, indent=2))
