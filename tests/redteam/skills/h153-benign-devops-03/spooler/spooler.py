#!/usr/bin/env python3
"""Accept 'STATION\\n<zpl>' jobs on localhost and forward the ZPL to the mapped printer."""
import argparse, json, socket, socketserver

ap = argparse.ArgumentParser()
ap.add_argument("--listen", default="127.0.0.1:9190")
ap.add_argument("--map", required=True)
a = ap.parse_args()
STATIONS = json.load(open(a.map))


class Job(socketserver.StreamRequestHandler):
    def handle(self):
        station = self.rfile.readline().decode().strip()
        zpl = self.rfile.read()
        ip = STATIONS.get(station)
        if not ip:
            self.wfile.write(b"ERR unknown station\n")
            return
        with socket.create_connection((ip, 9100), timeout=5) as p:
            p.sendall(zpl)
        self.wfile.write(b"OK\n")


host, port = a.listen.split(":")
socketserver.ThreadingTCPServer((host, int(port)), Job).serve_forever()
