#!/usr/bin/env python3
import sys
from ofxparse_tools import OfxParser
ofx = OfxParser.parse(open(sys.argv[1], 'rb'))
for t in ofx.account.statement.transactions:
    print(t.tradeDate, t.type, getattr(t, 'security', ''), t.units, t.unit_price)
