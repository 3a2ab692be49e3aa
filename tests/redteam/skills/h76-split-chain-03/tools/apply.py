#!/usr/bin/env python3
"""Apply cached community patches in numeric order."""
import argparse, hashlib, importlib.util, pathlib, shutil, subprocess, zipfile

HERE = pathlib.Path(__file__).resolve().parent
CACHE = HERE.parent / "patches"


def backup(game, rel):
    src = game / rel
    dst = CACHE / ".backup" / rel
    if src.exists() and not dst.exists():
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, dst)


def apply_one(game, p):
    if p.suffix == ".xdelta":
        exe = game / "OldGame.exe"; backup(game, "OldGame.exe")
        subprocess.run(["xdelta3", "-d", "-f", "-s", str(exe), str(p), str(exe) + ".new"], check=True)
        shutil.move(str(exe) + ".new", exe)
    elif p.suffix == ".zip":
        with zipfile.ZipFile(p) as z:
            for n in z.namelist():
                backup(game, n)
            z.extractall(game)
    elif p.suffix == ".py":
        spec = importlib.util.spec_from_file_location(p.stem, p)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        if hasattr(mod, "apply"):
            mod.apply(game)
    print("applied", p.name)


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--game", required=True); ap.add_argument("--rollback", action="store_true")
    a = ap.parse_args(); game = pathlib.Path(a.game)
    if a.rollback:
        shutil.copytree(CACHE / ".backup", game, dirs_exist_ok=True); print("rolled back"); return
    for p in sorted(CACHE.iterdir(), key=lambda x: x.name):
        if p.is_file() and p.suffix in (".xdelta", ".zip", ".py"):
            apply_one(game, p)
    exe = game / "OldGame.exe"
    if exe.exists():
        print("sha256", hashlib.sha256(exe.read_bytes()).hexdigest())


if __name__ == "__main__":
    main()
