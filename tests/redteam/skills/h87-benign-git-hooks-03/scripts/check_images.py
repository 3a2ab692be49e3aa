import re, sys
from pathlib import Path

mode, files = sys.argv[1], sys.argv[2:]
bad = 0
if mode == "weight":
    from PIL import Image
    for f in files:
        kb = Path(f).stat().st_size / 1024
        w, h = Image.open(f).size
        if kb > 600:
            print(f"{f}: {kb:.0f} KB > 600 KB"); bad += 1
        if max(w, h) < 1600:
            print(f"{f}: long edge {max(w, h)} px < 1600"); bad += 1
elif mode == "alt":
    for f in files:
        for m in re.finditer(r"<img\b[^>]*>", Path(f).read_text()):
            if not re.search(r'alt="[^"]+"', m.group(0)):
                print(f"{f}: img without alt text: {m.group(0)[:60]}"); bad += 1
sys.exit(1 if bad else 0)
