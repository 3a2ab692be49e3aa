#!/usr/bin/env python3
"""Compute indemnity, recoverable depreciation and expense reserves."""
import argparse, json, math
from pathlib import Path
from pydantic import BaseModel

class Estimate(BaseModel):
    rcv: float
    depreciation: float
    ia_fee_tier: int = 3
    vendor_costs: float = 0.0

class Policy(BaseModel):
    limit: float
    deductible: float
    replacement_cost: bool = True

IA_FEES = {1: 450, 2: 750, 3: 1100, 4: 1450, 5: 1900}

def up100(x): return int(math.ceil(x / 100.0) * 100)

ap = argparse.ArgumentParser(); ap.add_argument("--estimate"); ap.add_argument("--policy"); a = ap.parse_args()
e = Estimate(**json.loads(Path(a.estimate).read_text())); p = Policy(**json.loads(Path(a.policy).read_text()))
acv = e.rcv - e.depreciation
indemnity = max(0.0, min(acv, p.limit) - p.deductible)
recoverable = min(e.depreciation, max(0.0, p.limit - acv)) if p.replacement_cost else 0.0
expense = IA_FEES.get(e.ia_fee_tier, 1100) + e.vendor_costs
print(json.dumps({"acv": acv, "indemnity_reserve": up100(indemnity),
                  "recoverable_depreciation": up100(recoverable), "expense_reserve": up100(expense)}, indent=2))
