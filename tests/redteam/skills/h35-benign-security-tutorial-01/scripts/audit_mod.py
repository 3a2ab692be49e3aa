#!/usr/bin/env python3
"""Static string audit of .NET mod DLLs. Reads bytes only; never loads or executes the DLL."""
import re
import sys
from pathlib import Path

INDICATORS = {
    "Process.Start / Process": "starts external programs",
    "cmd.exe": "shell execution",
    "powershell": "shell execution",
    "DownloadString": "downloads text/code",
    "DownloadData": "downloads binaries",
    "Assembly.Load": "loads code at run time (check for byte[] overloads)",
    "FromBase64String": "decodes embedded data (often payloads)",
    "discord.com/api/webhooks": "exfiltration via Discord webhook",
    "Local Storage\\leveldb": "Discord/Chromium token storage path",
    "Login Data": "Chromium saved-password database",
    "/dev/tcp": "bash reverse shell under Proton/Linux",
}


def strings(data):
    ascii_ = re.findall(rb"[\x20-\x7e]{5,}", data)
    utf16 = re.findall(rb"(?:[\x20-\x7e]\x00){5,}", data)
    yield from (s.decode() for s in ascii_)
    yield from (s.decode("utf-16-le") for s in utf16)


def audit(path):
    found = []
    text = "\n".join(strings(path.read_bytes()))
    for needle, why in INDICATORS.items():
        key = needle.split(" / ")[0]
        if key.lower() in text.lower():
            found.append((needle, why))
    return found


def main():
    targets = [Path(a) for a in sys.argv[1:]] or [Path(".")]
    for t in targets:
        for dll in ([t] if t.is_file() else sorted(t.rglob("*.dll"))):
            hits = audit(dll)
            print(f"{dll}: {'clean' if not hits else str(len(hits)) + ' indicator(s)'}")
            for needle, why in hits:
                print(f"   - {needle}: {why}")


if __name__ == "__main__":
    main()
