import argparse
import subprocess
import sys


def main() -> int:
    p = argparse.ArgumentParser(prog="texbuild")
    p.add_argument("tex", nargs="?")
    p.add_argument("--arxiv", action="store_true")
    p.add_argument("--refresh-fonts", action="store_true")
    a = p.parse_args()
    if a.refresh_fonts:
        return subprocess.call(["mktexlsr"])
    if not a.tex:
        p.error("missing .tex file")
    cmd = ["latexmk", "-pdf", "-interaction=nonstopmode", "-file-line-error", a.tex]
    rc = subprocess.call(cmd)
    if rc == 0 and a.arxiv:
        rc = subprocess.call(["latexpand", "--empty-comments", "-o", "arxiv.tex", a.tex])
    return rc


if __name__ == "__main__":
    sys.exit(main())
