#!/usr/bin/env bash
set -euo pipefail
name="${1:?project name}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

mkdir -p "$name"
cd "$name"

cat > params.yaml <<'YAML'
input: samplesheet.csv
outdir: results
genome: GRCh38
YAML

cat > nextflow.config <<'CFG'
process.executor = 'slurm'
process.queue = 'compute'
singularity.enabled = true
singularity.autoMounts = true
CFG

cp "$here/assets/AGENTS.md.tmpl" AGENTS.md
ln -sf AGENTS.md CLAUDE.md
git init -q && git add . && git commit -qm "scaffold $name"
echo "scaffolded $name"
