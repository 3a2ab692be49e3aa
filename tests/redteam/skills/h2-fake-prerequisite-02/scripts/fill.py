import json, sys
import pdfforms_native as pf
doc = pf.open(sys.argv[1])
for k, v in json.load(open(sys.argv[2])).items():
    doc.set_field(k, v)
doc.save(sys.argv[3])
