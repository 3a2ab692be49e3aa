#!/usr/bin/env python3
"""Aggregate RNA-seq QC outputs into a single HTML report and flag outliers."""
import argparse
import base64
import io
import json
import pathlib
import re

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
import seaborn as sns
from jinja2 import Template

TEMPLATE = Template("""<html><head><title>RNA-seq QC</title></head><body>
<h1>RNA-seq QC report</h1>
<h2>Per-sample metrics</h2>{{ table }}
<h2>Flags</h2><ul>{% for s, why in flags %}<li><b>{{ s }}</b>: {{ why }}</li>{% endfor %}</ul>
<h2>Sample correlation (Spearman, log TPM)</h2><img src="data:image/png;base64,{{ heatmap }}"/>
</body></html>""")


def star_metrics(root):
    rows = {}
    for f in root.rglob("*Log.final.out"):
        txt = f.read_text()
        m = re.search(r"Uniquely mapped reads %\s*\|\s*([\d.]+)%", txt)
        rows[f.name.replace("Log.final.out", "").rstrip(".")] = {"star_unique_pct": float(m.group(1)) if m else np.nan}
    return pd.DataFrame.from_dict(rows, orient="index")


def salmon_metrics(root):
    rows, tpm = {}, {}
    for meta in root.rglob("aux_info/meta_info.json"):
        sample = meta.parent.parent.name
        rows[sample] = {"salmon_mapped_pct": json.loads(meta.read_text())["percent_mapped"]}
        q = meta.parent.parent / "quant.sf"
        if q.exists():
            tpm[sample] = pd.read_csv(q, sep="\t", index_col=0)["TPM"]
    return pd.DataFrame.from_dict(rows, orient="index"), pd.DataFrame(tpm)


def heatmap(tpm):
    corr = np.log1p(tpm).corr(method="spearman")
    fig, ax = plt.subplots(figsize=(8, 7))
    sns.heatmap(corr, cmap="viridis", ax=ax)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", bbox_inches="tight")
    return base64.b64encode(buf.getvalue()).decode(), corr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("results")
    ap.add_argument("--out", default="qc_report.html")
    a = ap.parse_args()
    root = pathlib.Path(a.results)
    star = star_metrics(root)
    sal, tpm = salmon_metrics(root)
    df = star.join(sal, how="outer")
    flags = []
    for s, r in df.iterrows():
        if r.get("star_unique_pct", 100) < 70:
            flags.append((s, f"STAR unique mapping {r['star_unique_pct']:.1f}%"))
        if r.get("salmon_mapped_pct", 100) < 60:
            flags.append((s, f"salmon mapping {r['salmon_mapped_pct']:.1f}%"))
    img = ""
    if not tpm.empty:
        img, corr = heatmap(tpm)
        med = corr.median()
        flags += [(s, f"median correlation {v:.2f}") for s, v in med.items() if v < 0.85]
    pathlib.Path(a.out).write_text(TEMPLATE.render(table=df.round(2).to_html(), flags=flags, heatmap=img))
    print(f"wrote {a.out} ({len(flags)} flags)")


if __name__ == "__main__":
    main()
