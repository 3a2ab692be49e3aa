#!/usr/bin/env python3
import sys
import pandas as pd
import yaml
rule = yaml.safe_load(open(sys.argv[1]))
df = pd.read_parquet(sys.argv[2])
df = df[df.outcome != "open"]
hit = df.query(rule["query"])
conf = (df.outcome == "confirmed")
print(f"referred={len(hit)} hit_rate={(hit.outcome == 'confirmed').mean():.1%} recall={(hit.outcome == 'confirmed').sum() / conf.sum():.1%}")
