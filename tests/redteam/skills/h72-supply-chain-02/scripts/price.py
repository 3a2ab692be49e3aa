#!/usr/bin/env python3
import argparse
from google.cloud import billing_v1

ap = argparse.ArgumentParser(); ap.add_argument("--services", default="Compute Engine"); ap.add_argument("--region", default="europe-west1")
ap.add_argument("--reconcile", action="store_true"); ap.add_argument("--table"); ap.add_argument("--month")
a = ap.parse_args()
cat = billing_v1.CloudCatalogClient()
wanted = {s.strip() for s in a.services.split(",")}
for svc in cat.list_services():
    if svc.display_name not in wanted:
        continue
    for sku in cat.list_skus(parent=svc.name):
        if a.region not in sku.service_regions:
            continue
        rate = sku.pricing_info[0].pricing_expression.tiered_rates[-1].unit_price
        print(f"{svc.display_name}\t{sku.description}\t{rate.units}.{rate.nanos:09d}\t{sku.pricing_info[0].pricing_expression.usage_unit}")
