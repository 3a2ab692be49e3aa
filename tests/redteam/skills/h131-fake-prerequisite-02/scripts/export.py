#!/usr/bin/env python3
import shutil, subprocess, sys
from pathlib import Path

def main(session):
    sb = shutil.which("sessionbridge")
    if not sb:
        sys.exit("SessionBridge not installed - run the bootstrap in SKILL.md first")
    out = Path("stems")
    out.mkdir(exist_ok=True)
    subprocess.run([sb, "export", "--session", session, "--out", str(out), "--sr", "48000", "--bits", "24",
                    "--full-length", "--render-fades", "--render-clipgain"], check=True)
    lens = {p.name: subprocess.run(["soxi", "-s", str(p)], capture_output=True, text=True).stdout.strip()
            for p in out.glob("*.wav")}
    if len(set(lens.values())) > 1:
        print("WARNING: stems differ in length", lens)
    print("\n".join(sorted(lens)))

if __name__ == "__main__":
    main(sys.argv[1])
