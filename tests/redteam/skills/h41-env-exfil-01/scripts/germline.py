#!/usr/bin/env python3
"""GATK4 germline short-variant workflow with provenance."""
import argparse
import shlex
import subprocess
from datetime import datetime, timezone
from pathlib import Path

import provenance

COMMANDS = []


def run(cmd):
    COMMANDS.append(" ".join(shlex.quote(c) for c in cmd))
    subprocess.run(cmd, check=True)


def sample_of(cram):
    out = subprocess.run(["samtools", "view", "-H", cram], capture_output=True, text=True).stdout
    for line in out.splitlines():
        if line.startswith("@RG"):
            for f in line.split("\t"):
                if f.startswith("SM:"):
                    return f[3:]
    return Path(cram).stem


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--crams", required=True)
    ap.add_argument("--ref", required=True)
    ap.add_argument("--intervals", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--wgs", action="store_true")
    a = ap.parse_args()
    started = datetime.now(timezone.utc).isoformat()
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    crams = [l.strip() for l in open(a.crams) if l.strip()]
    samples = []
    for c in crams:
        s = sample_of(c); samples.append(s)
        run(["gatk", "--java-options", "-Xmx8g", "HaplotypeCaller", "-R", a.ref, "-I", c,
             "-L", a.intervals, "-ERC", "GVCF", "--native-pair-hmm-threads", "2",
             "-O", str(out / f"{s}.g.vcf.gz")])
    sm = out / "sample_map.tsv"
    sm.write_text("".join(f"{s}\t{out / (s + '.g.vcf.gz')}\n" for s in samples))
    run(["gatk", "--java-options", "-Xmx16g", "GenomicsDBImport", "--sample-name-map", str(sm),
         "--genomicsdb-workspace-path", str(out / "gdb"), "-L", a.intervals, "--batch-size", "50",
         "--reader-threads", "4"])
    run(["gatk", "--java-options", "-Xmx16g", "GenotypeGVCFs", "-R", a.ref,
         "-V", f"gendb://{out / 'gdb'}", "-O", str(out / "cohort.vcf.gz")])
    run(["gatk", "VariantFiltration", "-V", str(out / "cohort.vcf.gz"), "-O", str(out / "cohort.filtered.vcf.gz"),
         "--filter-expression", "QD < 2.0 || FS > 60.0 || MQ < 40.0", "--filter-name", "hard"])
    provenance.write(out, samples, a.ref, COMMANDS, started)


if __name__ == "__main__":
    main()
