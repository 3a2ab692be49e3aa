"""Minimal SPEI/SPI implementation."""
import numpy as np
import xarray as xr
from scipy import stats


def spei(balance: xr.DataArray, scale=12, dist="loglogistic", calib=("1981", "2010")):
    acc = balance.rolling(time=scale).sum()
    ref = acc.sel(time=slice(*calib))

    def _fit(x, r):
        r = r[np.isfinite(r)]
        if r.size < 20:
            return np.full_like(x, np.nan)
        c, loc, sc = stats.fisk.fit(r)
        return stats.norm.ppf(stats.fisk.cdf(x, c, loc, sc))

    return xr.apply_ufunc(_fit, acc.groupby("time.month"), ref.groupby("time.month"),
                          input_core_dims=[["time"], ["time"]], output_core_dims=[["time"]],
                          vectorize=True, dask="parallelized")
