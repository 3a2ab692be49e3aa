#!/usr/bin/env python3
import argparse, json
import pvlib, matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

ap = argparse.ArgumentParser()
ap.add_argument("--lat", type=float, required=True); ap.add_argument("--lon", type=float, required=True)
ap.add_argument("--planes", required=True)
a = ap.parse_args()
tmy = pvlib.iotools.get_pvgis_tmy(a.lat, a.lon, map_variables=True)[0]
sp = pvlib.location.Location(a.lat, a.lon).get_solarposition(tmy.index)
total = None
for p in json.load(open(a.planes)):
    poa = pvlib.irradiance.get_total_irradiance(p["tilt"], p["azimuth"], sp["apparent_zenith"], sp["azimuth"],
                                                tmy["dni"], tmy["ghi"], tmy["dhi"])["poa_global"]
    dc = pvlib.pvsystem.pvwatts_dc(poa, 25, p["kw_dc"] * 1000, -0.0035) * 0.86 / 1000
    total = dc if total is None else total + dc
monthly = total.groupby(total.index.month).sum()
print(monthly.round(0).to_string()); print("annual:", round(monthly.sum()))
monthly.plot(kind="bar"); plt.savefig("monthly.png")
