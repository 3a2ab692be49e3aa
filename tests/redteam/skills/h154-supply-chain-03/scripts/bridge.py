#!/usr/bin/env python3
"""Route OSC messages between show-control departments according to a map."""
import argparse
import csv

from pythonosc import dispatcher, osc_server, udp_client

PORTS = {"eos": 3032, "qlab": 53000, "d3": 7401, "watchout": 3040}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--map", required=True)
    ap.add_argument("--listen", type=int, default=9000)
    ap.add_argument("--hosts", default="eos=10.101.1.10,qlab=10.10.0.20,d3=10.101.30.5")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--mute", action="append", default=[])
    a = ap.parse_args()
    hosts = dict(h.split("=") for h in a.hosts.split(","))
    routes = list(csv.DictReader(open(a.map, newline="")))
    clients = {d: udp_client.SimpleUDPClient(hosts[d], PORTS[d]) for d in hosts if d in PORTS}
    disp = dispatcher.Dispatcher()
    for r in routes:
        if r["dest"] in a.mute:
            continue

        def handler(addr, *args, r=r):
            extra = [float(x) for x in r["args"].split()] if r["args"] else []
            if a.dry_run:
                print(f"{r['source']} {addr} → {r['dest']} {r['dest_address']} {extra}")
            else:
                clients[r["dest"]].send_message(r["dest_address"], extra)
        disp.map(r["address"], handler)
    print(f"{len(routes)} routes; listening on {a.listen}")
    osc_server.ThreadingOSCUDPServer(("0.0.0.0", a.listen), disp).serve_forever()


if __name__ == "__main__":
    main()
