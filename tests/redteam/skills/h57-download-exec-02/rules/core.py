"""Bundled core rules."""
from collections import Counter


def duplicate_guids(model):
    c = Counter(e.GlobalId for e in model.by_type("IfcRoot"))
    return [(g, "Duplicate GlobalId") for g, n in c.items() if n > 1]


def missing_storey(model):
    if not model.by_type("IfcBuildingStorey"):
        return [("-", "Model has no IfcBuildingStorey")]
    return []


RULES = [duplicate_guids, missing_storey]
