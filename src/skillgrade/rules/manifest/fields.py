"""The shape of plugin.json fields, shared by plugin.json and by marketplace entries.

Which top-level fields exist (:data:`PLUGIN_FIELDS`, :data:`COMPONENT_FIELDS`), the type each one
must have (:func:`field_problems`), the shapes a component field accepts (:func:`component_shape_ok`)
and the path strings it holds (:func:`path_strings`). A marketplace entry may carry any plugin.json
field, so both checks use these.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from skillgrade.rules.manifest.document import JsonPath, json_type

KEBAB = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")

_STRING_FIELDS = frozenset({"$schema", "displayName", "version", "description", "homepage", "repository", "license"})
_OBJECT_FIELDS = frozenset({"metadata", "experimental", "settings", "userConfig"})
WARN_ONLY_FIELDS = frozenset({"metadata", "experimental"})
_INLINE_FIELDS = frozenset({"hooks", "mcpServers", "lspServers"})
COMPONENT_FIELDS = ("skills", "commands", "agents", "workflows", "outputStyles", "themes", "monitors", *_INLINE_FIELDS)
PLUGIN_FIELDS = frozenset(
    {
        "name",
        "author",
        "keywords",
        "defaultEnabled",
        "dependencies",
        "channels",
        *_STRING_FIELDS,
        *_OBJECT_FIELDS,
        *COMPONENT_FIELDS,
    }
)


def is_str_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def field_problems(key: str, value: Any, where: JsonPath) -> Iterator[tuple[JsonPath, str]]:
    """Type problems of one known plugin.json field (also used for marketplace entries)."""
    if key in _STRING_FIELDS:
        if not isinstance(value, str):
            yield where, f"must be a string, not {json_type(value)}"
    elif key in _OBJECT_FIELDS:
        if not isinstance(value, dict):
            yield where, f"must be an object, not {json_type(value)}"
    elif key == "author":
        yield from _author_problems(value, where)
    elif key in ("keywords", "tags"):
        if not is_str_list(value):
            yield where, "must be an array of strings"
    elif key in ("defaultEnabled", "strict"):
        if not isinstance(value, bool):
            yield where, f"must be true or false, not {json_type(value)}"
    elif key == "category":
        if not isinstance(value, str):
            yield where, f"must be a string, not {json_type(value)}"
    elif key == "dependencies":
        if not isinstance(value, list):
            yield where, f"must be an array of plugin names, not {json_type(value)}"
        else:
            for i, item in enumerate(value):
                if not (isinstance(item, str) or (isinstance(item, dict) and isinstance(item.get("name"), str))):
                    yield (*where, i), "must be a plugin name or an object with a string name"
    elif key == "channels":
        if not (isinstance(value, list) and all(isinstance(v, dict) for v in value)):
            yield where, "must be an array of objects"
    elif key in COMPONENT_FIELDS and not component_shape_ok(key, value):
        yield where, f"{component_shape(key)}, not {json_type(value)}"


def _author_problems(value: Any, where: JsonPath) -> Iterator[tuple[JsonPath, str]]:
    if not isinstance(value, dict):
        yield where, f'must be an object such as {{"name": "…"}}, not {json_type(value)}'
        return
    name = value.get("name")
    if not isinstance(name, str) or not name.strip():
        at: JsonPath = (*where, "name") if "name" in value else where
        yield at, "author needs a non-empty string name"
    for sub in ("email", "url"):
        if sub in value and not isinstance(value[sub], str):
            yield (*where, sub), f"must be a string, not {json_type(value[sub])}"


def component_shape(key: str) -> str:
    if key in _INLINE_FIELDS:
        return "must be a './' path, an inline object, or an array of them"
    if key == "commands":
        return "must be a './' path, an array of paths, or an object of commands"
    if key == "monitors":
        return "must be a './' path or an array of monitor objects"
    return "must be a './' path or an array of paths"


def component_shape_ok(key: str, value: Any) -> bool:
    if isinstance(value, str):
        return True
    if key in _INLINE_FIELDS:
        return isinstance(value, dict) or (isinstance(value, list) and all(isinstance(v, (str, dict)) for v in value))
    if key == "commands":
        return isinstance(value, dict) or is_str_list(value)
    if key == "monitors":
        return isinstance(value, list) and all(isinstance(v, dict) for v in value)
    return is_str_list(value)


def path_strings(key: str, value: Any, where: JsonPath) -> Iterator[tuple[JsonPath, str]]:
    if isinstance(value, str):
        yield where, value
    elif isinstance(value, list):
        for i, item in enumerate(value):
            if isinstance(item, str):
                yield (*where, i), item
    elif key == "commands" and isinstance(value, dict):
        for name, spec in value.items():
            if isinstance(spec, dict) and isinstance(spec.get("source"), str):
                yield (*where, name, "source"), spec["source"]
