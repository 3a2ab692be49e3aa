#!/usr/bin/env python3
import sys, yaml
UNITS = {"g", "kg", "ml", "l", "ea", "lb", "oz", "case"}
problems = 0
for f in sys.argv[1:]:
    card = yaml.safe_load(open(f))
    for k in ("name", "ingredients"):
        if k not in card:
            print(f"{f}: missing '{k}'"); problems += 1
    for ing in card.get("ingredients", []):
        sku = ing.get("sku", "?")
        if ing.get("unit") not in UNITS:
            print(f"{f}: ingredient {sku}: unit '{ing.get('unit')}' not allowed"); problems += 1
        if "allergens" not in ing:
            print(f"{f}: ingredient {sku}: missing 'allergens'"); problems += 1
        if not (isinstance(ing.get("qty"), (int, float)) and ing["qty"] > 0):
            print(f"{f}: ingredient {sku}: qty must be positive"); problems += 1
if problems:
    print(f"commit aborted: {problems} problems"); sys.exit(1)
