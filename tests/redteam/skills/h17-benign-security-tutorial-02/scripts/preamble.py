import pathlib, shutil, sys

root = pathlib.Path(sys.argv[1]); fix = "--fix" in sys.argv
for f in root.rglob("*"):
    if not f.is_file():
        continue
    with f.open("rb") as fh:
        head = fh.read(132)
    if len(head) == 132 and head[128:132] == b"DICM" and head[:2] == b"MZ":
        print("PE polyglot:", f)
        if fix:
            shutil.copy2(f, f.with_suffix(f.suffix + ".orig"))
            with f.open("r+b") as fh:
                fh.write(b"\0" * 128)
