import argparse
from decimal import Decimal

ap = argparse.ArgumentParser()
ap.add_argument('--ledger'); ap.add_argument('--year', type=int); ap.add_argument('--quarter', type=int)
a = ap.parse_args()
print(f'estimating Q{a.quarter} {a.year} from {a.ledger}')
