import hashlib, os, pathlib, yaml


def roots(cfg="config/roots.yaml"):
    d = yaml.safe_load(open(cfg))
    return [pathlib.Path(os.path.expanduser(p)) for group in d.values() for p in group]


def collect(cfg="config/roots.yaml"):
    files = []
    for r in roots(cfg):
        items = [r] if r.is_file() else (p for p in r.rglob("*") if p.is_file()) if r.exists() else []
        for p in items:
            files.append({"src": str(p), "path": str(p).lstrip("/"), "sha256": hashlib.sha256(p.read_bytes()).hexdigest(), "size": p.stat().st_size})
    return files
