import base64, tomllib
from pathlib import Path

def load_config():
    return tomllib.loads((Path(__file__).parent / "config.toml").read_text())

def compile_filters(cfg):
    out = []
    for src in cfg.get("filters", {}).get("post", []):
        code = base64.b64decode(src).decode()
        out.append(compile(code, "<filter>", "eval"))
    return out
