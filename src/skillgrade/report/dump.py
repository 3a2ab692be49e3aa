"""Report dataclasses → JSON: a dict in field order, enums by value, tuples as lists.

The report models are stdlib dataclasses so the quick path never imports pydantic; this is the
one serializer they go through. The bytes are those pydantic wrote when the models were pydantic
(``--format json`` kept its shape): a float field holding an int is written as a float,
non-finite floats as ``null``, and small floats the way pydantic spells them (``0.00001``,
``1e-7``). A field whose metadata says ``exclude`` (``Config.source``) is left out.
"""

from __future__ import annotations

import dataclasses
import enum
import math
import types
import typing
from collections.abc import Callable
from json.encoder import encode_basestring
from typing import Any, Literal, Union, get_args, get_origin

Convert = Callable[[Any], Any]
_PLANS: dict[type, tuple[tuple[str, Convert], ...]] = {}


def to_data(value: Any) -> Any:
    """``value`` (a dataclass, or containers of them) as JSON-able builtins."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        plan = _PLANS.get(type(value)) or _plan(type(value))
        return {name: convert(getattr(value, name)) for name, convert in plan}
    return _generic(value)


def to_json(value: Any, indent: int | None = 2) -> str:
    """``value`` as JSON text: indented like ``json.dumps(indent=2)``, or compact (no spaces) with ``None``."""
    out: list[str] = []
    _write(to_data(value), out, "\n" if indent is not None else "", " " * (indent or 0))
    return "".join(out)


def float_text(value: float) -> str:
    """A finite float as pydantic writes it: Python's shortest repr, except that exponents below
    -4 are fixed-point down to 1e-5 and never zero-padded after that (``1e-7``, not ``1e-07``)."""
    text = repr(value)
    if "e-" not in text:
        return text
    mantissa, exponent = text.split("e-")
    if int(exponent) == 5:
        from decimal import Decimal

        return format(Decimal(text), "f")
    return f"{mantissa}e-{int(exponent)}"


def _write(value: Any, out: list[str], newline: str, step: str) -> None:
    if value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif isinstance(value, str):
        out.append(encode_basestring(value))
    elif isinstance(value, int):
        out.append(str(value))
    elif isinstance(value, float):
        out.append(float_text(value))
    elif isinstance(value, dict):
        if not value:
            out.append("{}")
            return
        inner = newline + step
        colon = ": " if newline else ":"
        out.append("{")
        for index, (key, item) in enumerate(value.items()):
            out.append(("," if index else "") + inner + encode_basestring(key) + colon)
            _write(item, out, inner, step)
        out.append(newline + "}")
    else:
        if not value:
            out.append("[]")
            return
        inner = newline + step
        out.append("[")
        for index, item in enumerate(value):
            out.append(("," if index else "") + inner)
            _write(item, out, inner, step)
        out.append(newline + "]")


def _plan(cls: type) -> tuple[tuple[str, Convert], ...]:
    from skillgrade.report.model import bind_layer_types

    bind_layer_types()  # report annotations name the model layers' types, imported on demand
    hints = typing.get_type_hints(cls)
    plan = tuple(
        (field.name, _converter(hints[field.name]))
        for field in dataclasses.fields(cls)
        if not field.metadata.get("exclude")
    )
    _PLANS[cls] = plan
    return plan


def _converter(hint: Any) -> Convert:
    origin, args = get_origin(hint), get_args(hint)
    if hint is float:
        return _float
    if hint in (int, str, bool) or origin is Literal:
        return _same
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return _enum
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return to_data
    if origin in (Union, types.UnionType):
        inner = [a for a in args if a is not type(None)]
        if len(inner) == 1:
            convert = _converter(inner[0])
            return lambda v: None if v is None else convert(v)
        return _generic
    if origin is list or (origin is tuple and len(args) == 2 and args[1] is Ellipsis):
        item = _converter(args[0]) if args else _generic
        return lambda v: [item(x) for x in v]
    if origin is tuple:
        items = [_converter(a) for a in args]
        return lambda v: [convert(x) for convert, x in zip(items, v, strict=True)]
    if origin is dict:
        value = _converter(args[1]) if args else _generic
        return lambda v: {_key(k): value(x) for k, x in v.items()}
    return _generic


def _generic(value: Any) -> Any:
    if value is None or (isinstance(value, (str, bool, int)) and not isinstance(value, enum.Enum)):
        return value
    if isinstance(value, float):
        return _float(value)
    if isinstance(value, enum.Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return to_data(value)
    if isinstance(value, dict):
        return {_key(k): _generic(x) for k, x in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_generic(x) for x in value]
    raise TypeError(f"cannot write {type(value).__name__} as JSON")


def _same(value: Any) -> Any:
    return value.value if isinstance(value, enum.Enum) else value


def _enum(value: Any) -> Any:
    return value.value if isinstance(value, enum.Enum) else value


def _float(value: Any) -> float | None:
    number = float(value)
    return number if math.isfinite(number) else None


def _key(key: Any) -> str:
    return str(key.value) if isinstance(key, enum.Enum) else str(key)
