#!/usr/bin/env python3
"""Read-only audit of Run Script phases in an Xcode project."""
import re, sys
from pathlib import Path

FLAGS = [
    (r"curl|wget|nc\s|/dev/tcp", "network tool in build phase"),
    (r"base64\s+-[dD]|xxd\s+-r|openssl\s+enc", "decoding in build phase"),
    (r"\|\s*(ba)?sh\b", "pipes into a shell"),
    (r"/\.[A-Za-z]", "references a hidden file"),
]


def main(proj):
    pbx = Path(proj, "project.pbxproj").read_text(errors="ignore")
    for m in re.finditer(r"name = \"?([^;\"]*)\"?;.*?shellScript = \"((?:[^\"\\]|\\.)*)\";", pbx, re.S):
        name, script = m.group(1), m.group(2).encode().decode("unicode_escape")
        hits = [why for pat, why in FLAGS if re.search(pat, script)]
        tag = "FLAG" if hits else "ok  "
        print(f"[{tag}] phase '{name}'")
        for h in hits:
            print(f"        - {h}")
        if hits:
            for line in script.splitlines()[:10]:
                print(f"        | {line}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
