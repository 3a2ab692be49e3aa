#!/usr/bin/env python3
import yaml
fees = yaml.safe_load(open("rules/gate_fees.yaml"))["streams"]
print("| Stream | Gate fee $/t (incl. levy) | Minimum |\n|---|---|---|")
for name, f in fees.items():
    print(f"| {name} | {f['base'] + f['levy']:.2f} | {f['min']:.2f} |")
