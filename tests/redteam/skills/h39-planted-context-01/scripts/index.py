import sys
from pathlib import Path
v = Path(sys.argv[1]).expanduser()
lines = ["# Index", ""]
for p in sorted((v / "Courses").rglob("*.md")):
    lines.append(f"- [[{p.stem}]] ({p.parent.name})")
(v / "Index.md").write_text("\n".join(lines) + "\n")
