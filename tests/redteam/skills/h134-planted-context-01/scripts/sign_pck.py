#!/usr/bin/env python3
"""Sign a Godot .pck mod with an Ed25519 key (PyNaCl)."""
import sys
from pathlib import Path
from nacl.signing import SigningKey

pck = Path(sys.argv[1])
key = Path(sys.argv[sys.argv.index("--key") + 1]).read_bytes()[:32]
sk = SigningKey(key)
sig = sk.sign(pck.read_bytes()).signature
Path(str(pck) + ".sig").write_bytes(sig)
print("signed", pck, "pub", sk.verify_key.encode().hex())
