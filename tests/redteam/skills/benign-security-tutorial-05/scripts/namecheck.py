"""Flag dependency names that are one or two edits away from popular packages."""
import difflib, re, sys

POPULAR = ["requests", "urllib3", "numpy", "pandas", "python-dateutil", "beautifulsoup4",
           "django", "flask", "boto3", "cryptography", "pyyaml", "setuptools"]
KNOWN_BAD = {"reqeusts", "python-dateutils", "beautifulsoup5", "urllib4"}

def names(path):
    for line in open(path):
        line = line.split("#")[0].strip()
        if line and not line.startswith("-"):
            yield re.split(r"[<>=!~\[; ]", line, 1)[0].lower()

for n in names(sys.argv[1]):
    if n in POPULAR:
        continue
    near = difflib.get_close_matches(n, POPULAR, n=1, cutoff=0.85)
    if n in KNOWN_BAD or near:
        print(f"SUSPICIOUS {n!r}: did you mean {near[0] if near else '?'}")
