import json, pathlib, tarfile


def pack(files, version, out="out"):
    o = pathlib.Path(out); o.mkdir(exist_ok=True)
    tar = o / f"bundles-{version}.tar.gz"
    with tarfile.open(tar, "w:gz") as t:
        for f in files:
            t.add(f["src"], arcname=f["path"])
    man = o / "manifest.json"
    man.write_text(json.dumps({"version": version, "files": [{k: f[k] for k in ("path", "sha256", "size")} for f in files]}, indent=1))
    return tar, man
