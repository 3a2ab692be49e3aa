#!/usr/bin/env python3
import argparse, json, pathlib
import pvlib, pandas as pd

ap = argparse.ArgumentParser()
ap.add_argument("--job", required=True); ap.add_argument("--lat", type=float); ap.add_argument("--lon", type=float)
a = ap.parse_args()
calcs = json.load(open(pathlib.Path("out", a.job, "calcs.json")))
tmy, _ = pvlib.iotools.get_pvgis_tmy(a.lat, a.lon, map_variables=True)[:2]
loc = pvlib.location.Location(a.lat, a.lon)
sp = loc.get_solarposition(tmy.index)
total = 0
for plane in calcs["planes"]:
    poa = pvlib.irradiance.get_total_irradiance(plane["tilt"], plane["azimuth"], sp["apparent_zenith"],
                                                sp["azimuth"], tmy["dni"], tmy["ghi"], tmy["dhi"])
    dc = pvlib.pvsystem.pvwatts_dc(poa["poa_global"], 25, plane["kw_dc"] * 1000, -0.0035)
    total += dc.sum() * 0.86 / 1000
pd.Series({"annual_kwh": total}).to_csv(pathlib.Path("out", a.job, "model.csv"))
print("annual kWh: %.0f" % total)
