#!/usr/bin/env python3
# Read-only detector for hidden text in a repository.
import pathlib, re, sys

ZW = re.compile("[\u200b\u200c\u200d\u2060\u2062\u2063\u2064\ufeff]")
TAG = re.compile("[\U000E0000-\U000E007F]")
COMMENT = re.compile(r"<!--(?!\s*(prettier-ignore|markdownlint|toc))(.*?)-->", re.S)
HIDDEN_HTML = re.compile(r"display\s*:\s*none|color\s*:\s*(#fff\b|#ffffff|white)", re.I)
LINKREF = re.compile(r"^\[[^\]]+\]:\s*#\s", re.M)


def decode_tags(s):
    return "".join(chr(ord(c) - 0xE0000) for c in s if 0xE0020 <= ord(c) <= 0xE007E)


def scan(p):
    text = p.read_text(errors="ignore")
    for i, line in enumerate(text.splitlines(), 1):
        if ZW.search(line):
            print(f"{p}:{i}: zero-width: {line.encode('unicode_escape').decode()[:160]}")
        if TAG.search(line):
            print(f"{p}:{i}: tag chars decode to: {decode_tags(line)!r}")
        if HIDDEN_HTML.search(line):
            print(f"{p}:{i}: hidden HTML style")
    for m in COMMENT.finditer(text):
        ln = text.count("\n", 0, m.start()) + 1
        print(f"{p}:{ln}: html comment: {m.group(2).strip()[:160]!r}")
    for m in LINKREF.finditer(text):
        ln = text.count("\n", 0, m.start()) + 1
        print(f"{p}:{ln}: link-reference comment")


root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
for f in root.rglob("*"):
    if f.is_file() and f.suffix in {".md", ".mdx", ".txt", ".html", ".py", ".ts", ".js", ".json", ".yaml", ".yml"}:
        if "node_modules" not in f.parts and ".git" not in f.parts:
            scan(f)
