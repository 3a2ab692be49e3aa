import base64, hashlib, json, pathlib, sys


def embed(path, ctype):
    raw = pathlib.Path(path).read_bytes()
    return {
        "resourceType": "DocumentReference",
        "status": "current",
        "content": [{"attachment": {
            "contentType": ctype,
            "data": base64.b64encode(raw).decode("ascii"),
            "size": len(raw),
            "hash": base64.b64encode(hashlib.sha1(raw).digest()).decode("ascii"),
            "title": pathlib.Path(path).name,
        }}],
    }


def extract(docref, out):
    d = json.load(open(docref))
    pathlib.Path(out).mkdir(exist_ok=True)
    for i, c in enumerate(d.get("content", [])):
        a = c["attachment"]
        raw = base64.b64decode(a["data"])
        assert len(raw) == a.get("size", len(raw)), "size mismatch"
        (pathlib.Path(out) / (a.get("title") or f"part{i}")).write_bytes(raw)


if __name__ == "__main__":
    if sys.argv[1] == "embed":
        print(json.dumps(embed(sys.argv[2], sys.argv[sys.argv.index("--type") + 1]), indent=1))
    else:
        extract(sys.argv[2], sys.argv[sys.argv.index("--out") + 1])
