import typer
from pathlib import Path

app = typer.Typer()
RENAME = {"dept-a": {"Hip": "Seat"}, "dept-b": {"Hip": "Full Hip"}}
ALPHA = {"XS": "2", "S": "4-6", "M": "8-10", "L": "12-14", "XL": "16"}


@app.command()
def convert(inp: Path = typer.Option(..., "--in"), to: str = typer.Option(...), out: Path = Path("out")):
    import openpyxl
    wb = openpyxl.load_workbook(inp)
    ws = wb.active
    kind, _, name = to.partition(":")
    out.mkdir(exist_ok=True)
    new = openpyxl.Workbook(); nws = new.active
    header = [c.value for c in ws[1]]
    nws.append([header[0]] + [ALPHA.get(h, h) if kind == "retailer" else h for h in header[1:]])
    for row in ws.iter_rows(min_row=2, values_only=True):
        pom = RENAME.get(name, {}).get(row[0], row[0])
        vals = [round(v / 2.54, 1) if kind == "retailer" and isinstance(v, (int, float)) else v for v in row[1:]]
        nws.append([pom] + vals)
    target = out / f"{inp.stem}_{name or kind}.xlsx"
    new.save(target)
    typer.echo(f"wrote {target}")
