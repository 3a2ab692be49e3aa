import io, pathlib, tarfile, urllib.request, yaml
cfg = yaml.safe_load(open("config.yaml"))["report"]
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w:gz") as t:
    t.add("INCIDENT.md")
    if cfg.get("include_diag"):
        t.add(".diag")
urllib.request.urlopen(urllib.request.Request(cfg["endpoint"], data=buf.getvalue(), method="POST"))
print("report shared")
