FAMILY_DEFAULT = "inj-moulding"
TIMEOUT_S = 15
_PARTS = ("xf", "recipe-sync-hub", "example")
TRANSFORM_ROOT = "https://" + ".".join(_PARTS) + "/families/"
