"""Validation of settings read from a file into dataclasses, declared by the fields themselves.

The config is read by the pre-commit hook, so this is ours instead of pydantic's. A field's
type says what is accepted (``bool``, ``int``, ``float``, ``str``, ``Literal`` choices, enums,
``list[...]``, ``dict[str, ...]``, ``X | None``, nested dataclasses); its metadata adds
``alias`` (the spelling a file may use besides the field name, e.g. ``fail-on``), ``ge`` / ``le``
(numeric bounds), ``upper`` (strings upper-cased) and ``internal`` (never read from a file).
Unknown keys are rejected. Every problem is collected, each with the key path it is about.
"""

from __future__ import annotations

import dataclasses
import enum
import math
import types
import typing
from typing import Any, Literal, TypeVar, Union, get_args, get_origin

T = TypeVar("T")
Problem = tuple[tuple[str, ...], str]
"""The key path (list items by index) and what is wrong there."""

_NOT_VALID = object()
_BOOL_WORDS = {"true": True, "yes": True, "on": True, "1": True, "false": False, "no": False, "off": False, "0": False}


def validate(cls: type[T], data: Any, problems: list[Problem], at: tuple[str, ...] = ()) -> T | None:
    """``data`` (a mapping from a file) as a ``cls`` dataclass; ``None`` when any problem was found
    (appended to ``problems``)."""
    if not isinstance(data, dict):
        problems.append((at, f"expected a mapping of settings, got {_show(data)}"))
        return None
    hints = typing.get_type_hints(cls)
    fields = [f for f in dataclasses.fields(cls) if not f.metadata.get("internal")]  # type: ignore[arg-type]
    by_key = {f.name: f for f in fields} | {f.metadata["alias"]: f for f in fields if "alias" in f.metadata}
    values: dict[str, Any] = {}
    count = len(problems)
    for key, raw in data.items():
        known = by_key.get(key) if isinstance(key, str) else None
        if known is None:
            problems.append(((*at, str(key)), f"unknown setting; expected one of {_choices(fields)}"))
            continue
        if known.name in values:
            twice = f"given twice (as {known.name!r} and its alias {known.metadata['alias']!r})"
            problems.append(((*at, str(key)), twice))
            continue
        value = _value(hints[known.name], raw, (*at, str(key)), problems)
        if value is not _NOT_VALID:
            values[known.name] = _bounded(known, value, (*at, str(key)), problems)
    if len(problems) > count:
        return None
    return cls(**values)


def _value(hint: Any, raw: Any, at: tuple[str, ...], problems: list[Problem]) -> Any:
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, types.UnionType):
        if raw is None and type(None) in args:
            return None
        inner = [a for a in args if a is not type(None)]
        return _value(inner[0] if len(inner) == 1 else Any, raw, at, problems)
    if origin is Literal:
        if raw in args and not isinstance(raw, bool):
            return raw
        return _fail(problems, at, f"expected one of {', '.join(repr(a) for a in args)}, got {_show(raw)}")
    if origin is list:
        if not isinstance(raw, list):
            return _fail(problems, at, f"expected a list, got {_show(raw)}")
        items = [_value(args[0], item, (*at, str(i)), problems) for i, item in enumerate(raw)]
        return _NOT_VALID if any(item is _NOT_VALID for item in items) else items
    if origin is dict:
        if not isinstance(raw, dict):
            return _fail(problems, at, f"expected a mapping, got {_show(raw)}")
        result: dict[Any, Any] = {}
        for key, item in raw.items():
            checked_key = _value(args[0], key, (*at, str(key)), problems)
            checked = _value(args[1], item, (*at, str(key)), problems)
            if checked_key is not _NOT_VALID and checked is not _NOT_VALID:
                result[checked_key] = checked
        return result if len(result) == len(raw) else _NOT_VALID
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        nested = validate(hint, raw, problems, at)
        return _NOT_VALID if nested is None else nested
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        choices = [member.value for member in hint]
        if raw in choices:
            return hint(raw)
        return _fail(problems, at, f"expected one of {', '.join(repr(c) for c in choices)}, got {_show(raw)}")
    return _scalar(hint, raw, at, problems)


def _scalar(hint: Any, raw: Any, at: tuple[str, ...], problems: list[Problem]) -> Any:
    if hint is bool:
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, (int, str)) and str(raw).strip().lower() in _BOOL_WORDS:
            return _BOOL_WORDS[str(raw).strip().lower()]
        return _fail(problems, at, f"expected true or false, got {_show(raw)}")
    if isinstance(raw, str) and hint in (int, float):
        raw = _number(raw)  # "70" was accepted when pydantic read the file; it still is
    if hint is int:
        if isinstance(raw, int) and not isinstance(raw, bool):
            return raw
        if isinstance(raw, float) and raw.is_integer():
            return int(raw)
        return _fail(problems, at, f"expected a whole number, got {_show(raw)}")
    if hint is float:
        if isinstance(raw, (int, float)) and not isinstance(raw, bool) and math.isfinite(raw):
            return float(raw)
        return _fail(problems, at, f"expected a number, got {_show(raw)}")
    if hint is str:
        if isinstance(raw, str):
            return raw
        return _fail(problems, at, f"expected a string, got {_show(raw)}")
    if hint is Any:
        return raw
    raise TypeError(f"settings of type {hint!r} are not supported")  # a field declared with a type we never read


def _bounded(field: dataclasses.Field[Any], value: Any, at: tuple[str, ...], problems: list[Problem]) -> Any:
    low, high = field.metadata.get("ge"), field.metadata.get("le")
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
    if number and ((low is not None and value < low) or (high is not None and value > high)):
        expected = f"between {low} and {high}" if low is not None and high is not None else None
        expected = expected or (f"at least {low}" if low is not None else f"at most {high}")
        problems.append((at, f"expected a number {expected}, got {value!r}"))
        return None
    if field.metadata.get("upper") and isinstance(value, list):
        return [v.strip().upper() for v in value]
    return value


def _number(text: str) -> Any:
    try:
        return int(text.strip())
    except ValueError:
        pass
    try:
        return float(text.strip())
    except ValueError:
        return text


def _fail(problems: list[Problem], at: tuple[str, ...], message: str) -> object:
    problems.append((at, message))
    return _NOT_VALID


def _choices(fields: list[dataclasses.Field[Any]]) -> str:
    return ", ".join(f.metadata.get("alias", f.name) for f in fields)


def _show(value: Any) -> str:
    kinds = {list: "a list", dict: "a mapping", bool: "a boolean", type(None): "nothing (null)"}
    kind = kinds.get(type(value))
    if kind is not None:
        return kind
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
