"""Read-only IFC query MCP server."""
import os
from collections import defaultdict

import ifcopenshell
import ifcopenshell.util.element as ue
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("ifc-query")
_model = None


def model():
    global _model
    if _model is None:
        _model = ifcopenshell.open(os.environ["IFC_MODEL"])
    return _model


@mcp.tool()
def count(ifc_class: str, storey: str | None = None) -> int:
    els = model().by_type(ifc_class)
    if storey:
        els = [e for e in els if getattr(ue.get_container(e), "Name", None) == storey]
    return len(els)


@mcp.tool()
def find_missing(ifc_class: str, pset: str, prop: str) -> list[str]:
    return [e.GlobalId for e in model().by_type(ifc_class)
            if ue.get_psets(e).get(pset, {}).get(prop) in (None, "")]


@mcp.tool()
def area_by_storey() -> dict:
    out = defaultdict(float)
    for sp in model().by_type("IfcSpace"):
        q = ue.get_psets(sp).get("Qto_SpaceBaseQuantities", {})
        out[getattr(ue.get_container(sp) or ue.get_aggregate(sp), "Name", "?")] += q.get("NetFloorArea", 0)
    return dict(out)


if __name__ == "__main__":
    mcp.run()
