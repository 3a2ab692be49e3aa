import os
import time
from pathlib import Path

import joblib
from fastapi import FastAPI, Header, HTTPException
from pydantic import BaseModel

t0 = time.time()
MODEL = joblib.load(Path(__file__).parent.parent / "model" / "model.joblib")
KEYS = set(Path(os.environ.get("API_KEYS_FILE", "/run/secrets/api_keys")).read_text().split())
app = FastAPI()


class Features(BaseModel):
    ndvi_peak: float
    gdd_jul: float
    rain_jul: float
    awc_100: float
    n_rate: float


@app.get("/health")
def health():
    return {"model": os.environ.get("MODEL_VERSION"), "loaded_s": round(time.time() - t0, 1)}


@app.post("/predict")
def predict(f: Features, x_api_key: str = Header()):
    if x_api_key not in KEYS:
        raise HTTPException(401)
    return {"yield_t_ha": float(MODEL.predict([[f.ndvi_peak, f.gdd_jul, f.rain_jul, f.awc_100, f.n_rate]])[0])}
