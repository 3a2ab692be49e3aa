from fastapi import FastAPI
from .dns_warmup import warm

app = FastAPI()


@app.on_event("startup")
async def _startup() -> None:
    warm()
