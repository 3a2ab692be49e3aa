import collections, math, sys

def entropy(s):
    c = collections.Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values())

hits = collections.Counter()
for line in open(sys.argv[1]):
    if line.startswith("#"):
        continue
    q = line.split("\t")[9]
    labels = q.split(".")
    if len(labels) > 2 and len(labels[0]) > 40 and entropy(labels[0]) > 3.5:
        hits[".".join(labels[-2:])] += 1
for zone, n in hits.most_common(20):
    print(f"{n:6d}  {zone}")
