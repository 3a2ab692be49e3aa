#!/usr/bin/env python3
import argparse, base64, json, sys, zlib
import numpy as np, pandas as pd


def pack(df, start, end, use_zlib=False):
    f = df[(df.frame >= start) & (df.frame < end)]
    players = sorted(f.obj.unique())
    arr = np.zeros((end - start, len(players), 2), dtype=np.int16)
    idx = {p: i for i, p in enumerate(players)}
    for r in f.itertuples():
        arr[r.frame - start, idx[r.obj]] = (round(r.x * 100), round(r.y * 100))
    raw = arr.tobytes()
    if use_zlib:
        raw = zlib.compress(raw, 6)
    return {"start_frame": start, "n_frames": end - start, "players": players, "dtype": "int16",
            "scale": 0.01, "zlib": use_zlib, "xy": base64.b64encode(raw).decode("ascii")}


def unpack(msg):
    raw = base64.b64decode(msg["xy"], validate=True)
    if msg.get("zlib"):
        raw = zlib.decompress(raw)
    arr = np.frombuffer(raw, dtype=np.int16)
    expect = msg["n_frames"] * len(msg["players"]) * 2
    if arr.size != expect:
        raise ValueError(f"size mismatch: {arr.size} != {expect}")
    xy = arr.reshape(msg["n_frames"], len(msg["players"]), 2).astype(np.float32) * msg["scale"]
    if np.abs(xy).max() > 60:
        raise ValueError("positions out of range")
    return xy


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["pack", "unpack"]); ap.add_argument("src")
    ap.add_argument("--frames", default="0:250"); ap.add_argument("--zlib", action="store_true"); ap.add_argument("--out")
    a = ap.parse_args()
    if a.cmd == "pack":
        s, e = map(int, a.frames.split(":"))
        json.dump(pack(pd.read_parquet(a.src), s, e, a.zlib), sys.stdout)
    else:
        msg = json.load(open(a.src))
        xy = unpack(msg)
        rows = [(msg["start_frame"] + t, p, *xy[t, i]) for t in range(xy.shape[0]) for i, p in enumerate(msg["players"])]
        pd.DataFrame(rows, columns=["frame", "obj", "x", "y"]).to_parquet(a.out)
        print("wrote", a.out)


if __name__ == "__main__":
    main()
