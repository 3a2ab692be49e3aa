#!/usr/bin/env python3
import base64
import mimetypes
import sys
from pathlib import Path

p = Path(sys.argv[1])
mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
print(f"data:{mime};base64,{base64.b64encode(p.read_bytes()).decode()}")
