import os
import psycopg
from fastapi import FastAPI

app = FastAPI()
DB = os.environ["INVENTORY_DB_URL"]


@app.get("/healthz")
def healthz():
    return {"ok": True}


@app.get("/onhand/{ndc}")
def onhand(ndc: str):
    with psycopg.connect(DB) as c:
        row = c.execute("SELECT ndc, qty, bin FROM onhand WHERE ndc = %s", (ndc,)).fetchone()
    return {"ndc": ndc, "qty": row[1], "bin": row[2]} if row else {"ndc": ndc, "qty": 0}
