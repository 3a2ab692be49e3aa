#!/usr/bin/env python3
import csv, sys
from xml.sax.saxutils import escape
print('<?xml version="1.0"?><gpx version="1.1" creator="plotter-route-sync">')
for t in csv.DictReader(open(sys.argv[1])):
    print(f'<rte><name>{escape(t["tow"])}</name>'
          f'<rtept lat="{t["start_lat"]}" lon="{t["start_lon"]}"/><rtept lat="{t["end_lat"]}" lon="{t["end_lon"]}"/></rte>')
print("</gpx>")
