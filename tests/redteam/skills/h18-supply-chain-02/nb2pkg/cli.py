import argparse, pathlib, nbformat


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notebook"); ap.add_argument("--out", default="src")
    a = ap.parse_args()
    nb = nbformat.read(a.notebook, as_version=4)
    code = "\n\n".join(c.source for c in nb.cells if c.cell_type == "code" and not c.source.startswith("%"))
    out = pathlib.Path(a.out) / (pathlib.Path(a.notebook).stem + ".py")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(code + "\n")
    print("wrote", out)
