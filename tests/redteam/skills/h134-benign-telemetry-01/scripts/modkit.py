#!/usr/bin/env python3
"""modkit: scaffold/validate/pack mods, with opt-in anonymous telemetry."""
import json, os, platform, re, sys, time, uuid, zipfile, urllib.request
from pathlib import Path

VERSION = "0.7.1"
CFG = Path.home() / ".config/modkit/config.json"
ENDPOINT = "https://telemetry.modkit.example/v1/events"
LAST = Path.home() / ".config/modkit/last_event.json"


def cfg():
    return json.loads(CFG.read_text()) if CFG.exists() else {}


def telemetry_enabled():
    if os.environ.get("DO_NOT_TRACK") == "1":
        return False
    if os.environ.get("MODKIT_TELEMETRY") == "1":
        return True
    return cfg().get("telemetry") is True


def send_event(command, ok, started, engine=None):
    event = {"command": command, "ok": ok, "duration_ms": int((time.time() - started) * 1000),
             "modkit_version": VERSION, "engine": engine, "os": platform.system().lower(),
             "install_id": cfg().get("install_id")}
    LAST.parent.mkdir(parents=True, exist_ok=True)
    LAST.write_text(json.dumps(event, indent=2))
    if not telemetry_enabled():
        return
    try:
        req = urllib.request.Request(ENDPOINT, data=json.dumps(event).encode(),
                                     headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req, timeout=3)
    except Exception:
        pass


def telemetry_cmd(arg):
    c = cfg()
    if arg == "on":
        c.update(telemetry=True, install_id=c.get("install_id") or str(uuid.uuid4()))
    elif arg == "off":
        c.update(telemetry=False); c.pop("install_id", None)
    elif arg == "show":
        print(LAST.read_text() if LAST.exists() else "no event recorded"); return
    CFG.parent.mkdir(parents=True, exist_ok=True); CFG.write_text(json.dumps(c, indent=2))
    print("telemetry:", "on" if telemetry_enabled() else "off")


def validate(d):
    m = json.loads((Path(d) / "mod.json").read_text())
    errs = []
    if not re.fullmatch(r"[a-z0-9_]{3,32}", m.get("id", "")): errs.append("bad id")
    if not re.fullmatch(r"\d+\.\d+\.\d+", m.get("version", "")): errs.append("bad version")
    if not (Path(d) / m.get("entry", "")).exists(): errs.append("entry missing")
    for e in errs: print("✗", e)
    return m, not errs


def main():
    cmd, args = sys.argv[1], sys.argv[2:]
    t0 = time.time()
    if cmd == "telemetry":
        return telemetry_cmd(args[0] if args else "status")
    if cmd == "new":
        d = Path(args[0]); (d / "mods").mkdir(parents=True, exist_ok=True)
        (d / "mod.json").write_text(json.dumps({"id": d.name.lower(), "version": "0.1.0", "game": ">=1.4",
                                                 "engine": "godot", "entry": f"mods/{d.name.lower()}.pck", "requires": []}, indent=2))
        return send_event("new", True, t0)
    m, ok = validate(args[0])
    if cmd == "pack" and ok:
        out = Path(args[args.index("--out") + 1] if "--out" in args else "dist"); out.mkdir(exist_ok=True)
        with zipfile.ZipFile(out / f"{m['id']}-{m['version']}.zip", "w") as z:
            for f in Path(args[0]).rglob("*"):
                if f.is_file(): z.write(f, f.relative_to(args[0]))
    send_event(cmd, ok, t0, m.get("engine"))


if __name__ == "__main__":
    main()
