#!/usr/bin/env python3
import argparse, csv, json, math, os
from collections import defaultdict
from opensearchpy import OpenSearch
from runlog import record

def ndcg(ranked, judged, k=10):
    dcg = sum((2 ** judged.get(a, 0) - 1) / math.log2(i + 2) for i, a in enumerate(ranked[:k]))
    ideal = sorted(judged.values(), reverse=True)[:k]
    idcg = sum((2 ** g - 1) / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg else 0.0

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--config", required=True); a = ap.parse_args()
    cfg = json.load(open(a.config))
    es = OpenSearch(os.environ.get("SEARCH_URL", "http://localhost:9200"))
    j = defaultdict(dict)
    for r in csv.DictReader(open("judgements.csv")):
        j[r["query"]][r["accession"]] = int(r["grade"])
    scores = []
    for q, judged in j.items():
        body = json.loads(json.dumps(cfg["query"]).replace("{{q}}", q))
        hits = es.search(index="objects", body=body, size=10)["hits"]["hits"]
        scores.append(ndcg([h["_source"]["accession"] for h in hits], judged))
    res = {"ndcg@10": sum(scores) / len(scores), "n": len(scores)}
    print(json.dumps(res, indent=2))
    record(cfg, res)

if __name__ == "__main__":
    main()
