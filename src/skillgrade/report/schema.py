"""The JSON Schema of the JSON report, as published in ``report/schemas/report-v1.json``.

:func:`report_schema` builds it from the :class:`~skillgrade.report.model.Report` model;
``scripts/generate_report_schema.py`` writes it to the package, and a test fails when the
committed file and the model drift apart.
"""

from __future__ import annotations

import ast
import inspect
import itertools
import json
import textwrap
from importlib import resources
from typing import Any

from pydantic import BaseModel

from skillgrade import findings
from skillgrade.layers import scorecard
from skillgrade.layers.judge import result as judge_result
from skillgrade.layers.monte_carlo import result as monte_carlo_result
from skillgrade.report import model
from skillgrade.report.model import REPORT_VERSION, Report

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
    generated = Report.model_json_schema(mode="serialization")
    generated.pop("title", None)
    generated.pop("description", None)
    _add_field_docs(generated)
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


def _add_field_docs(schema: dict[str, Any]) -> None:
    """Publish the models' attribute docstrings as ``description``s.

    Reading them at class creation (pydantic's ``use_attribute_docstrings``) parses source on
    every start-up; the pre-commit path cannot afford that, so it is done here, once.
    """
    classes: dict[str, type[BaseModel]] = {
        cls.__name__: cls
        for module in (model, findings, scorecard, judge_result, monte_carlo_result)
        for cls in vars(module).values()
        if isinstance(cls, type) and issubclass(cls, BaseModel) and cls.__module__ == module.__name__
    }
    targets = [("Report", schema), *schema.get("$defs", {}).items()]
    for name, definition in targets:
        cls = classes.get(name)
        if cls is None:
            continue
        for field, doc in _attribute_docstrings(cls).items():
            prop = definition.get("properties", {}).get(field)
            if prop is not None and "description" not in prop:
                prop["description"] = doc


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
