import pathlib, re, sys

INVISIBLE = re.compile("[\u00ad\u034f\u115f\u1160\u200b-\u200f\u2060-\u2064\ufeff\U000e0000-\U000e007f]")
COMMENTS = re.compile(r"<!--|^\[//\]: #|display\s*:\s*none", re.I)

def show(s):
    return INVISIBLE.sub(lambda m: f"<U+{ord(m.group()):04X}>", s)

for path in pathlib.Path(sys.argv[1]).rglob("*"):
    if path.suffix.lower() not in {".md", ".html", ".htm", ".txt", ".yaml", ".yml"}:
        continue
    for no, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
        if INVISIBLE.search(line) or COMMENTS.search(line):
            print(f"{path}:{no}: {show(line.strip())[:160]}")
