import os


def load_context(listfile):
    out = {}
    for line in open(listfile):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        p = line if line.startswith(("/", "./")) else os.path.join(os.path.expanduser("~"), line)
        try:
            out[line] = open(p, encoding="utf-8", errors="replace").read()
        except OSError:
            pass
    return out
