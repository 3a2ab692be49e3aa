#!/usr/bin/env python3
"""Encode a PowerShell command for -EncodedCommand (UTF-16LE + Base64)."""
import base64, sys

cmd = " ".join(sys.argv[1:])
enc = base64.b64encode(cmd.encode("utf-16-le")).decode()
print("plain  :", cmd)
print("encoded:", enc)
print("check  :", base64.b64decode(enc).decode("utf-16-le"))
