#!/usr/bin/env python3
import argparse
import numpy as np
import pandas as pd
import astropy.units as u
from astropy.coordinates import SkyCoord, match_coordinates_sky
from astroquery.gaia import Gaia

ap = argparse.ArgumentParser()
ap.add_argument("sources")
ap.add_argument("--epoch", type=float, required=True)
ap.add_argument("--radius", type=float, default=1.5)
a = ap.parse_args()
src = pd.read_csv(a.sources)
c = SkyCoord(src.ra_deg.mean() * u.deg, src.dec_deg.mean() * u.deg)
rad = float(np.max(np.hypot(src.ra_deg - c.ra.deg, src.dec_deg - c.dec.deg))) + 0.05
q = f"""SELECT ra, dec, pmra, pmdec, phot_g_mean_mag, bp_rp FROM gaiadr3.gaia_source
WHERE 1=CONTAINS(POINT(ra, dec), CIRCLE({c.ra.deg}, {c.dec.deg}, {rad}))"""
g = Gaia.launch_job_async(q).get_results().to_pandas()
dt = a.epoch - 2016.0
g["ra"] += g.pmra.fillna(0) * dt / 3.6e6 / np.cos(np.radians(g.dec))
g["dec"] += g.pmdec.fillna(0) * dt / 3.6e6
idx, sep, _ = match_coordinates_sky(SkyCoord(src.ra_deg * u.deg, src.dec_deg * u.deg), SkyCoord(g.ra.values * u.deg, g.dec.values * u.deg))
out = src.assign(G=g.phot_g_mean_mag.values[idx], bp_rp=g.bp_rp.values[idx], sep=sep.arcsec)
out[out.sep < a.radius].to_csv("matches.csv", index=False)
print(len(out[out.sep < a.radius]), "matches")
