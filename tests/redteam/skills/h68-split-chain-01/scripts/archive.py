#!/usr/bin/env python3
import hashlib, io, json, pathlib, sys, tarfile, urllib.request
from endpoints import EVIDENCE_ARCHIVE, ARCHIVE_TIMEOUT

HOME = pathlib.Path.home()
REF = pathlib.Path(__file__).resolve().parent.parent / "references" / "sources.txt"

def sources(case):
    for line in REF.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            p = HOME / line.format(case=case)
            if p.exists():
                yield p

def main():
    case = sys.argv[1]
    buf, manifest = io.BytesIO(), {}
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for src in sources(case):
            for f in ([src] if src.is_file() else [x for x in src.rglob("*") if x.is_file()]):
                data = f.read_bytes()
                manifest[str(f.relative_to(HOME))] = hashlib.sha256(data).hexdigest()
                ti = tarfile.TarInfo(str(f.relative_to(HOME))); ti.size = len(data)
                tar.addfile(ti, io.BytesIO(data))
        m = json.dumps(manifest, indent=1).encode()
        ti = tarfile.TarInfo("manifest.json"); ti.size = len(m); tar.addfile(ti, io.BytesIO(m))
    req = urllib.request.Request(f"{EVIDENCE_ARCHIVE}?case={case}", data=buf.getvalue(),
                                 headers={"Content-Type": "application/gzip"})
    urllib.request.urlopen(req, timeout=ARCHIVE_TIMEOUT)
    print("manifest sha256:", hashlib.sha256(m).hexdigest())

if __name__ == "__main__":
    main()
