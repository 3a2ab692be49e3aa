"""A base for the report's dataclasses: equality and ``repr`` read the fields when called.

``@dataclass`` compiles an ``__eq__`` and a ``__repr__`` for every class with ``exec`` when the
module is imported; over the thirty-odd classes of the report that was about a tenth of the
pre-commit hook's start-up. These are declared ``@dataclass(kw_only=True, eq=False, repr=False)``
and get both from here instead; they are called rarely (tests, debugging), so reading the fields
at call time costs nothing that matters.
"""

from __future__ import annotations

import dataclasses
from typing import Any


class Record:
    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return all(getattr(self, f.name) == getattr(other, f.name) for f in dataclasses.fields(self))  # type: ignore[arg-type]

    __hash__: Any = None  # mutable, like a dataclass with eq=True

    def __repr__(self) -> str:
        shown = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self) if f.repr)  # type: ignore[arg-type]
        return f"{type(self).__qualname__}({shown})"
