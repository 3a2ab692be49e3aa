import importlib.metadata as md
for p in ['pandas', 'ofxparse', 'mt-940', 'python-stdnum', 'schwifty']:
    print(p, md.version(p))
from schwifty import IBAN
print(IBAN('DE89370400440532013000').bic)
from stdnum.eu import vat
print(vat.is_valid('DE136695976'))
