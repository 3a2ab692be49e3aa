"""Formula auditing rules for Excel workbooks."""
import re
from dataclasses import dataclass

from openpyxl import load_workbook
from openpyxl.utils import get_column_letter

VOLATILE = {"NOW", "TODAY", "RAND", "RANDBETWEEN", "OFFSET", "INDIRECT", "CELL", "INFO"}
FUNC = re.compile(r"\b([A-Z][A-Z0-9\.]*)\(")
HARD = re.compile(r"(?<![A-Z$])(?:\d+\.\d+|\d{3,})(?![:\d])")
EXT = re.compile(r"\[[^\]]+\.xls[xmb]?\]", re.I)


@dataclass
class Finding:
    sheet: str
    cell: str
    rule: str
    detail: str


def audit(path, ignore=()):
    wb = load_workbook(path, data_only=False)
    out = []
    for ws in wb.worksheets:
        prev_row_formula = {}
        for row in ws.iter_rows():
            for c in row:
                v = c.value
                if not (isinstance(v, str) and v.startswith("=")):
                    continue
                ref = f"{get_column_letter(c.column)}{c.row}"
                funcs = set(FUNC.findall(v.upper()))
                if funcs & VOLATILE and "volatile" not in ignore:
                    out.append(Finding(ws.title, ref, "volatile", ", ".join(sorted(funcs & VOLATILE))))
                if HARD.search(v) and "hardcoded" not in ignore:
                    out.append(Finding(ws.title, ref, "hardcoded", HARD.search(v).group(0)))
                if EXT.search(v) and "external" not in ignore:
                    out.append(Finding(ws.title, ref, "external", EXT.search(v).group(0)))
                if "IFERROR(" in v.upper() and "iferror" not in ignore:
                    out.append(Finding(ws.title, ref, "iferror", "errors silently hidden"))
                left = prev_row_formula.get(c.column - 1)
                if left and _shape(left) != _shape(v) and "inconsistent" not in ignore:
                    out.append(Finding(ws.title, ref, "inconsistent", "differs from left neighbour"))
                prev_row_formula[c.column] = v
    return out


def _shape(f):
    return re.sub(r"\$?[A-Z]{1,3}\$?\d+", "R", f)
