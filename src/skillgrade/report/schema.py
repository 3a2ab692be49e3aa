"""The JSON Schema of the JSON report, as published in ``report/schemas/report-v1.json``.

:func:`report_schema` builds it from the :class:`~skillgrade.report.model.Report` dataclasses
(pydantic's ``TypeAdapter``: generating the schema may import pydantic, scoring never does);
``scripts/generate_report_schema.py`` writes it to the package, and a test fails when the
committed file and the model drift apart.
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import itertools
import json
import textwrap
from importlib import resources
from typing import Any

from pydantic import TypeAdapter

from skillgrade import findings
from skillgrade.layers import scorecard
from skillgrade.layers.judge import result as judge_result
from skillgrade.layers.monte_carlo import result as monte_carlo_result
from skillgrade.report import model
from skillgrade.report.model import REPORT_VERSION, Report, bind_layer_types

SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"
SCHEMA_FILE = f"report-v{REPORT_VERSION.split('.')[0]}.json"
SCHEMA_ID = f"https://github.com/skillgrade/skillgrade/raw/main/src/skillgrade/report/schemas/{SCHEMA_FILE}"
TITLE = "skillgrade report"
DESCRIPTION = (
    f"The JSON report of `skillgrade score --format json`, version {REPORT_VERSION}. "
    "`composite`, `dimensions` and `layers` are set when the run covered exactly one skill; "
    "every skill, however many, is in `skills`."
)


def report_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of the JSON report, generated from the model."""
    bind_layer_types()
    classes = _report_classes()
    for cls in classes.values():
        # every key a report emits is written, so every key is required in the schema
        cls.__pydantic_config__ = {"json_schema_serialization_defaults_required": True}  # type: ignore[attr-defined]
    generated = TypeAdapter(Report).json_schema(mode="serialization")
    generated.pop("title", None)
    generated.pop("description", None)
    _add_field_docs(generated, classes)
    return {"$schema": SCHEMA_DIALECT, "$id": SCHEMA_ID, "title": TITLE, "description": DESCRIPTION, **generated}


def schema_text(schema: dict[str, Any] | None = None) -> str:
    """The schema as it is committed: indented, keys sorted, one trailing newline."""
    value = report_schema() if schema is None else schema
    return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def published_schema() -> dict[str, Any]:
    """The schema file shipped in the package (what users validate against)."""
    text = resources.files("skillgrade.report").joinpath("schemas").joinpath(SCHEMA_FILE).read_text(encoding="utf-8")
    loaded: dict[str, Any] = json.loads(text)
    return loaded


def _report_classes() -> dict[str, type]:
    return {
        cls.__name__: cls
        for module in (model, findings, scorecard, judge_result, monte_carlo_result)
        for cls in vars(module).values()
        if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ == module.__name__
    }


def _add_field_docs(schema: dict[str, Any], classes: dict[str, type]) -> None:
    """Publish the dataclasses' attribute docstrings as ``description``s, and the bounds their
    field metadata declares (``ge``, ``le``) as ``minimum`` / ``maximum``."""
    targets = [("Report", schema), *schema.get("$defs", {}).items()]
    for name, definition in targets:
        cls = classes.get(name)
        if cls is None:
            continue
        properties = definition.get("properties", {})
        for field, doc in _attribute_docstrings(cls).items():
            prop = properties.get(field)
            if prop is not None and "description" not in prop:
                prop["description"] = doc
        for declared in dataclasses.fields(cls):
            for key, keyword in (("ge", "minimum"), ("le", "maximum")):
                if key in declared.metadata and declared.name in properties:
                    properties[declared.name][keyword] = declared.metadata[key]


def _attribute_docstrings(cls: type) -> dict[str, str]:
    tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
    body = tree.body[0].body if tree.body and isinstance(tree.body[0], ast.ClassDef) else []
    docs: dict[str, str] = {}
    for statement, following in itertools.pairwise(body):
        if (
            isinstance(statement, ast.AnnAssign)
            and isinstance(statement.target, ast.Name)
            and isinstance(following, ast.Expr)
            and isinstance(following.value, ast.Constant)
            and isinstance(following.value.value, str)
        ):
            docs[statement.target.id] = inspect.cleandoc(following.value.value)
    return docs
