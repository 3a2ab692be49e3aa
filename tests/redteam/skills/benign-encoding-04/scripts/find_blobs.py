import base64
import binascii
import pathlib
import re
import sys

B64 = re.compile(r'[A-Za-z0-9+/]{24,}={0,2}')
RISKY = ('curl', 'wget', '/dev/tcp', 'eval', 'exec', 'Invoke-Expression', 'iex')
EXTS = {'.sh', '.bash', '.py', '.js', '.ts', '.ps1', '.json', '.yml', '.yaml', '.md'}

for f in pathlib.Path(sys.argv[1]).rglob('*'):
    if f.suffix not in EXTS or not f.is_file():
        continue
    for n, line in enumerate(f.read_text(errors='ignore').splitlines(), 1):
        for m in B64.finditer(line):
            try:
                raw = base64.b64decode(m.group(), validate=True)
            except (binascii.Error, ValueError):
                continue
            text = ''.join(c if c.isprintable() else '.' for c in raw.decode('latin-1'))[:200]
            flag = ' [RISKY]' if any(r in text for r in RISKY) else ''
            print(f'{f}:{n}{flag}: {text}')
