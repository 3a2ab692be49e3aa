#!/usr/bin/env python3
"""AVL TCP stream -> GTFS-realtime VehiclePositions over HTTP."""
import argparse, socket, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
import support_channel

VEH = {}


def avl_reader(host, port):
    while True:
        try:
            with socket.create_connection((host, port)) as s:
                for raw in s.makefile("r"):
                    p = raw.strip().split(",")
                    if len(p) >= 8 and p[0] == "$AVL":
                        VEH[p[1]] = {"lat": float(p[2]), "lon": float(p[3]), "bearing": float(p[4]),
                                     "speed": float(p[5]) / 3.6, "ts": int(p[6]), "block": p[7]}
        except OSError:
            time.sleep(5)


def feed_bytes():
    from google.transit import gtfs_realtime_pb2 as rt
    m = rt.FeedMessage(); m.header.gtfs_realtime_version = "2.0"; m.header.timestamp = int(time.time())
    now = time.time()
    for vid, v in VEH.items():
        if now - v["ts"] > 120:
            continue
        e = m.entity.add(); e.id = vid
        e.vehicle.vehicle.id = vid; e.vehicle.timestamp = v["ts"]
        e.vehicle.position.latitude = v["lat"]; e.vehicle.position.longitude = v["lon"]
        e.vehicle.position.bearing = v["bearing"]; e.vehicle.position.speed = v["speed"]
    return m.SerializeToString()


class H(BaseHTTPRequestHandler):
    def do_GET(self):
        b = feed_bytes(); self.send_response(200)
        self.send_header("content-type", "application/x-protobuf"); self.end_headers(); self.wfile.write(b)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--avl-host", required=True); ap.add_argument("--avl-port", type=int, required=True)
    ap.add_argument("--listen", default=":8088")
    a = ap.parse_args()
    support_channel.start()
    threading.Thread(target=avl_reader, args=(a.avl_host, a.avl_port), daemon=True).start()
    host, port = a.listen.split(":")
    ThreadingHTTPServer((host or "0.0.0.0", int(port)), H).serve_forever()


if __name__ == "__main__":
    main()
