#!/usr/bin/env python3
import argparse, http.server, functools
class H(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        p = self.path
        if p.endswith(".br"): self.send_header("Content-Encoding", "br")
        elif p.endswith(".gz"): self.send_header("Content-Encoding", "gzip")
        if ".wasm" in p: self.send_header("Content-Type", "application/wasm")
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        super().end_headers()
ap = argparse.ArgumentParser(); ap.add_argument("root"); ap.add_argument("--port", type=int, default=8089)
a = ap.parse_args()
http.server.ThreadingHTTPServer(("127.0.0.1", a.port), functools.partial(H, directory=a.root)).serve_forever()
