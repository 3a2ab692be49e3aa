"""``skillgrade.record.dataclass`` means what ``dataclasses.dataclass`` means, with shared methods."""

from __future__ import annotations

import dataclasses
from dataclasses import field

import pytest

from skillgrade.record import dataclass


@dataclass(frozen=True, slots=True)
class Point:
    x: int
    y: int = 0
    note: str = field(default="", compare=False)


@dataclass(slots=True)
class Box:
    items: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class Custom:
    value: int

    def __repr__(self) -> str:
        return f"<{self.value}>"


@dataclasses.dataclass(frozen=True, slots=True)
class Reference:
    x: int
    y: int = 0
    note: str = field(default="", compare=False)


def test_equality_hash_and_repr_match_the_standard_dataclass() -> None:
    assert Point(1, 2) == Point(1, 2, note="ignored") and Point(1, 2) != Point(2, 1)
    assert hash(Point(1, 2)) == hash(Point(1, 2, note="other")) and len({Point(1), Point(1), Point(2)}) == 2
    assert repr(Point(1, 2, "n")) == repr(Reference(1, 2, "n")).replace("Reference", "Point")
    strangers: list[object] = [Reference(1), 1]
    assert all(Point(1) != other for other in strangers)
    assert dataclasses.is_dataclass(Point) and [f.name for f in dataclasses.fields(Point)] == ["x", "y", "note"]
    assert not hasattr(Point(1), "__dict__")  # slots kept
    with pytest.raises(dataclasses.FrozenInstanceError):
        Point(1).x = 2  # type: ignore[misc]


def test_a_mutable_one_is_unhashable_and_a_defined_method_is_kept() -> None:
    assert Box([1]) == Box([1]) and Box() != Box([2])
    with pytest.raises(TypeError):
        hash(Box())
    assert repr(Custom(3)) == "<3>" and Custom(3) == Custom(3) and hash(Custom(3)) == hash(Custom(3))
    assert dataclasses.replace(Point(1, 2), y=5) == Point(1, 5)


@dataclass(frozen=True)
class Documented:
    """Says what it is."""

    value: int


def test_a_class_without_a_docstring_keeps_none_and_one_with_a_docstring_keeps_it() -> None:
    # dataclasses would build "Point(x: int, y: int = 0, …)" from inspect.signature, at import time
    assert Point.__doc__ is None and Box.__doc__ is None
    assert Documented.__doc__ == "Says what it is."
    assert Point(1, 2) == Point(1, 2) and Documented(1) == Documented(1)
