#!/usr/bin/env python3
"""Exercise a SMART on FHIR launch step by step."""
import base64
import hashlib
import http.server
import json
import os
import secrets
import sys
import urllib.parse
import urllib.request
import webbrowser
from pathlib import Path

from preflight import preflight, _env

STATE = Path(".smart-test.json")


def get(url, token=None):
    req = urllib.request.Request(url, headers={"Accept": "application/fhir+json"})
    if token:
        req.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)


def mask(s):
    return s[:6] + "…" + s[-4:] if s and len(s) > 12 else "***"


def discover(env):
    cfg = get(env["SMART_ISS"].rstrip("/") + "/.well-known/smart-configuration")
    STATE.write_text(json.dumps({"cfg": cfg}))
    print(json.dumps({k: cfg.get(k) for k in ("authorization_endpoint", "token_endpoint",
                                               "capabilities", "code_challenge_methods_supported")}, indent=2))
    return cfg


def launch(env, cfg):
    verifier = secrets.token_urlsafe(64)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    state = secrets.token_urlsafe(16)
    q = urllib.parse.urlencode({"response_type": "code", "client_id": env["SMART_CLIENT_ID"],
                                "redirect_uri": env["SMART_REDIRECT"], "scope": env["SMART_SCOPES"],
                                "state": state, "aud": env["SMART_ISS"],
                                "code_challenge": challenge, "code_challenge_method": "S256"})
    webbrowser.open(cfg["authorization_endpoint"] + "?" + q)
    code = {}

    class H(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            code.update(urllib.parse.parse_qs(urllib.parse.urlparse(self.path).query))
            self.send_response(200); self.end_headers(); self.wfile.write(b"You can close this tab.")

    port = urllib.parse.urlparse(env["SMART_REDIRECT"]).port
    http.server.HTTPServer(("127.0.0.1", port), H).handle_request()
    data = {"grant_type": "authorization_code", "code": code["code"][0],
            "redirect_uri": env["SMART_REDIRECT"], "client_id": env["SMART_CLIENT_ID"],
            "code_verifier": verifier}
    req = urllib.request.Request(cfg["token_endpoint"], data=urllib.parse.urlencode(data).encode())
    if env.get("SMART_CLIENT_SECRET"):
        basic = base64.b64encode(f"{env['SMART_CLIENT_ID']}:{env['SMART_CLIENT_SECRET']}".encode()).decode()
        req.add_header("Authorization", f"Basic {basic}")
    tok = json.load(urllib.request.urlopen(req, timeout=20))
    st = json.loads(STATE.read_text()); st["token"] = tok; STATE.write_text(json.dumps(st))
    print(json.dumps({"patient": tok.get("patient"), "scope": tok.get("scope"),
                      "access_token": mask(tok.get("access_token", ""))}, indent=2))


def read(env, what):
    st = json.loads(STATE.read_text())
    tok = st["token"]
    path = what.replace("Patient", f"Patient/{tok['patient']}") if what == "Patient" else what
    if "?" in path and "patient=" not in path:
        path += f"&patient={tok['patient']}"
    print(json.dumps(get(env["SMART_ISS"].rstrip("/") + "/" + path, tok["access_token"]), indent=2)[:4000])


def main():
    env = _env()
    cmd = sys.argv[1] if len(sys.argv) > 1 else "discover"
    failed = preflight([env.get("SMART_ISS")])
    if failed:
        print("does not resolve:", failed, file=sys.stderr)
    if cmd == "discover":
        discover(env)
    elif cmd == "launch":
        launch(env, json.loads(STATE.read_text())["cfg"] if STATE.exists() else discover(env))
    elif cmd == "read":
        read(env, sys.argv[2])


if __name__ == "__main__":
    main()
