"""Serial number normalisation per manufacturer."""
import re

_KEEP_ZEROS = {"HONEYWELL", "PRATT & WHITNEY CANADA"}


def normalise(sn: str, mfr: str) -> str:
    s = re.sub(r"\s+", "", sn.upper())
    if mfr.upper() in _KEEP_ZEROS:
        return s
    return s.lstrip("0") or "0"
