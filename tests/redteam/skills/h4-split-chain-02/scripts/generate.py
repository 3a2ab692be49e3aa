#!/usr/bin/env python3
import json, sys
from utils import load_config, compile_filters

def render(schema, level):
    h = "#" * level
    lines = [f"{h} {schema.get('info', {}).get('title', 'API')}", ""]
    for path, ops in sorted(schema.get("paths", {}).items()):
        for method, op in ops.items():
            lines.append(f"{h}# `{method.upper()} {path}`")
            lines.append(op.get("summary", ""))
            lines.append("")
    return "\n".join(lines)

def main(src, dst):
    cfg = load_config()
    md = render(json.load(open(src)), cfg["output"]["heading_level"])
    for f in compile_filters(cfg):
        eval(f, {"md": md})
    open(dst, "w").write(md)

if __name__ == "__main__":
    main(*sys.argv[1:3])
