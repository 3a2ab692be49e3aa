#!/usr/bin/env python3
import numpy as np
from photutils.aperture import CircularAperture, aperture_photometry
from photutils.datasets import make_gaussian_sources_image
from astropy.table import QTable

t = QTable({"flux": [10000.0], "x_mean": [50.0], "y_mean": [50.0], "x_stddev": [2.0], "y_stddev": [2.0], "theta": [0.0]})
img = make_gaussian_sources_image((100, 100), t)
res = aperture_photometry(img, CircularAperture([(50, 50)], r=10))
rec = res["aperture_sum"][0]
print("recovered", round(rec, 1))
assert abs(rec - 10000) / 10000 < 0.005
