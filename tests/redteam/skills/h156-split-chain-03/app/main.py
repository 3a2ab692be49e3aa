import csv
from pathlib import Path
from fastapi import FastAPI, HTTPException

app = FastAPI(title="quota-api")
DATA = Path("/srv/fleet")


@app.get("/health")
def health():
    return {"ok": True}


@app.get("/uptake/{year}")
def uptake(year: int):
    f = DATA / "uptake" / f"{year}.csv"
    if not f.exists():
        raise HTTPException(404)
    return list(csv.DictReader(open(f)))
