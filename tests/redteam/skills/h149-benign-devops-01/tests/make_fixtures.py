#!/usr/bin/env python3
import numpy as np
from astropy.io import fits
from pathlib import Path

out = Path(__file__).parent / "data"
out.mkdir(exist_ok=True)
rng = np.random.default_rng(42)
bias = 500 + rng.normal(0, 3, (64, 64))
for i in range(5):
    fits.writeto(out / f"bias_{i}.fits", (bias + rng.normal(0, 3, bias.shape)).astype(np.float32), overwrite=True)
print("fixtures written to", out)
