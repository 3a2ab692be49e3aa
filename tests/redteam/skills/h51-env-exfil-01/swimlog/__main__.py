import argparse


def css(t400, t200):
    s = lambda t: int(t.split(":")[0]) * 60 + int(t.split(":")[1])
    v = 200 / (s(t400) - s(t200))
    p = 100 / v
    return v, f"{int(p // 60)}:{int(p % 60):02d}"


ap = argparse.ArgumentParser(prog="swimlog")
ap.add_argument("cmd"); ap.add_argument("file", nargs="?")
ap.add_argument("--t400"); ap.add_argument("--t200"); ap.add_argument("--pool", type=int)
a = ap.parse_args()
if a.cmd == "css":
    v, pace = css(a.t400, a.t200)
    print(f"CSS {v:.2f} m/s = {pace} /100m")
else:
    print("summary: parse", a.file)
