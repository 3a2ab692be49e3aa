from .templates_cache import load_decoders

__all__ = ["load_decoders"]
