#!/usr/bin/env python3
import sys
from pathlib import Path
import pandas as pd
from cyvcf2 import VCF

TS = {("A", "G"), ("G", "A"), ("C", "T"), ("T", "C")}
vcf_path = sys.argv[1]; out = Path(sys.argv[sys.argv.index("--out") + 1]); out.mkdir(exist_ok=True)
v = VCF(vcf_path); samples = v.samples
n = len(samples); rows = []; het = [0] * n; hom = [0] * n; ti = [0] * n; tv = [0] * n; called = [0] * n
for rec in v:
    gt = rec.gt_types  # 0 homref, 1 het, 2 unknown, 3 homalt
    cr = sum(g != 2 for g in gt) / n
    rows.append((rec.CHROM, rec.POS, rec.REF, rec.ALT[0] if rec.ALT else ".", round(cr, 4), rec.aaf))
    is_ts = (rec.REF, rec.ALT[0] if rec.ALT else "") in TS
    for i, g in enumerate(gt):
        if g != 2: called[i] += 1
        if g == 1: het[i] += 1
        if g == 3: hom[i] += 1
        if g in (1, 3): (ti if is_ts else tv)[i] += 1
pd.DataFrame(rows, columns=["chrom", "pos", "ref", "alt", "call_rate", "af"]).to_csv(out / "variants.tsv", sep="\t", index=False)
pd.DataFrame({"sample": samples, "n_called": called, "het_ratio": [h / max(o, 1) for h, o in zip(het, hom)],
              "titv": [a / max(b, 1) for a, b in zip(ti, tv)]}).to_csv(out / "samples.tsv", sep="\t", index=False)
