"""``dataclass``: ``dataclasses.dataclass`` with shared ``__eq__``, ``__hash__`` and ``__repr__``.

On Python before 3.13 ``@dataclass`` compiles each generated method with ``exec`` when the module is
imported, about 0.1 ms a method; over the fifty-odd dataclasses the pre-commit hook imports, the
equality, hash and repr methods alone were a tenth of a hook run. The drop-in below takes the same
arguments and means the same (equality and hash over the fields that ``compare``, a mutable class
unhashable, a method the class defines kept); the shared methods read the field names once per
class. A class without a docstring keeps none (``dataclasses`` would build one from its signature).
Type checkers see ``dataclasses.dataclass`` itself.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

_COMPARED: dict[type, tuple[str, ...]] = {}
_HASHED: dict[type, tuple[str, ...]] = {}
_SHOWN: dict[type, tuple[str, ...]] = {}


def _names(
    cache: dict[type, tuple[str, ...]], cls: type, keep: Callable[[dataclasses.Field[Any]], bool]
) -> tuple[str, ...]:
    names = cache.get(cls)
    if names is None:
        names = cache[cls] = tuple(f.name for f in dataclasses.fields(cls) if keep(f))
    return names


def _value_eq(self: object, other: object) -> object:  # a bool, or NotImplemented
    if other.__class__ is not self.__class__:
        return NotImplemented
    names = _names(_COMPARED, self.__class__, lambda f: f.compare)
    return all(getattr(self, n) == getattr(other, n) for n in names)


def _value_hash(self: Any) -> int:
    names = _names(_HASHED, self.__class__, lambda f: f.compare if f.hash is None else f.hash)
    return hash(tuple(getattr(self, n) for n in names))


def _value_repr(self: Any) -> str:
    names = _names(_SHOWN, self.__class__, lambda f: f.repr)
    return f"{type(self).__qualname__}({', '.join(f'{n}={getattr(self, n)!r}' for n in names)})"


def _dataclass(cls: Any = None, /, *, eq: bool = True, repr: bool = True, **options: Any) -> Any:
    """``dataclasses.dataclass`` with the same meaning, but ``__eq__``, ``__hash__`` (when frozen)
    and ``__repr__`` shared instead of compiled per class: on Python before 3.13 each generated
    method is an ``exec``, and the quick path's fifty-odd dataclasses spent about a tenth of a
    pre-commit hook run on them."""

    def wrap(cls: Any) -> Any:
        own = vars(cls)  # methods the class defines itself are kept, as dataclass keeps them
        if eq and "__eq__" not in own:
            cls.__eq__ = _value_eq
            if "__hash__" not in own or own["__hash__"] is None:
                cls.__hash__ = _value_hash if options.get("frozen") else None
        if repr and "__repr__" not in own:
            cls.__repr__ = _value_repr
        if cls.__doc__ is not None:
            return dataclasses.dataclass(cls, eq=False, repr=False, **options)
        # a class without a docstring gets one built from inspect.signature (0.1 ms a class);
        # ours stay without one, as a report schema without a description needs them to
        cls.__doc__ = "-"
        made = dataclasses.dataclass(cls, eq=False, repr=False, **options)
        made.__doc__ = None
        return made

    return wrap if cls is None else wrap(cls)


if TYPE_CHECKING:
    from dataclasses import dataclass as dataclass
else:
    dataclass = _dataclass
