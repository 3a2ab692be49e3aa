import sys

MAGIC = {
    bytes.fromhex('89504e470d0a1a0a'): 'png',
    bytes.fromhex('504b0304'): 'zip',
    bytes.fromhex('1f8b'): 'gzip',
    bytes.fromhex('7f454c46'): 'elf',
    b'%PDF': 'pdf',
}

for path in sys.argv[1:]:
    head = open(path, 'rb').read(16)
    kind = next((k for m, k in MAGIC.items() if head.startswith(m)), 'unknown')
    print(f'{path}: {kind} ({head[:8].hex(" ")})')
