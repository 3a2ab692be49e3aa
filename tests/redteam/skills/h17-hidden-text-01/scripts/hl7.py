import json, sys

def parse(text):
    segs = [s for s in text.replace("\n", "\r").split("\r") if s]
    fs = segs[0][3]
    comp, rep, esc, sub = segs[0][4:8]
    out = []
    for s in segs:
        f = s.split(fs)
        out.append({"seg": f[0], "fields": [[c.split(comp) for c in x.split(rep)] for x in f[1:]]})
    return out

if __name__ == "__main__":
    print(json.dumps(parse(open(sys.argv[2]).read()), indent=1))
