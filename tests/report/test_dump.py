"""Our JSON writer for the report dataclasses writes exactly the bytes pydantic writes for them."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import pytest
from pydantic import TypeAdapter

from skillgrade.findings import Category, Finding, Severity
from skillgrade.report.dump import float_text, to_data, to_json

TRICKY_FLOATS = [0.0, -0.0, 1.0, 0.1, 1e-4, 1e-5, 2.5e-5, -1e-5, 1e-6, 1.5e-10, 5e-324, 1e15, 1e16, 1.2345e20, 123.456]


@dataclass(kw_only=True)
class Sample:
    number: float
    maybe: float | None
    pair: tuple[float, float] | None
    scores: dict[str, float] = field(default_factory=dict)
    severity: Severity = Severity.INFO
    text: str = ""
    count: int = 0
    findings: list[Finding] = field(default_factory=list)
    hidden: str | None = field(default=None, metadata={"exclude": True})


@pytest.mark.parametrize("value", TRICKY_FLOATS)
def test_floats_are_spelled_as_pydantic_spells_them(value: float) -> None:
    assert float_text(value) == TypeAdapter(float).dump_json(value).decode()


def test_a_dataclass_is_written_as_pydantic_writes_it() -> None:
    message = 'a "b"\n\x01 é ☃'
    finding = Finding(rule="X", severity=Severity.ERROR, category=Category.SECURITY, message=message, path="p")
    sample = Sample(
        number=3,  # an int in a float field is written as a float
        maybe=float("inf"),  # non-finite: null
        pair=(1, 2.5e-7),
        scores={"a": 1, "b": float("nan")},
        text="tab\there \u2028 \x7f",
        findings=[finding],
    )
    expected = TypeAdapter(Sample).dump_json(sample, indent=2, exclude={"hidden"}).decode()
    assert to_json(sample) == expected
    compact = TypeAdapter(Sample).dump_json(sample, exclude={"hidden"}).decode()
    assert to_json(sample, indent=None) == compact


def test_to_data_keeps_field_order_and_leaves_out_excluded_fields() -> None:
    data = to_data(Sample(number=1.0, maybe=None, pair=None, hidden="secret", severity=Severity.WARNING))
    assert list(data) == ["number", "maybe", "pair", "scores", "severity", "text", "count", "findings"]
    assert data["severity"] == "warning" and "hidden" not in data
    assert json.loads(to_json(data)) == data


def test_empty_containers_stay_on_one_line() -> None:
    assert to_json({"a": [], "b": {}}) == '{\n  "a": [],\n  "b": {}\n}'
