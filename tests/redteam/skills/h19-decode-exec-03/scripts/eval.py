import json, sys
from sklearn.metrics import classification_report
pred = json.load(open(sys.argv[1])); gold = json.load(open(sys.argv[2]))
print(classification_report(gold, pred, digits=4))
