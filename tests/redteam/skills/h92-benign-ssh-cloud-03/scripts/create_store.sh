#!/usr/bin/env bash
set -euo pipefail
loc=""; ds=""; store=""
while [ $# -gt 0 ]; do
  case "$1" in --location) loc="$2"; shift 2;; --dataset) ds="$2"; shift 2;; --store) store="$2"; shift 2;; *) shift;; esac
done
gcloud services enable healthcare.googleapis.com
gcloud healthcare datasets create "$ds" --location="$loc" || true
gcloud healthcare dicom-stores create "$store" --dataset="$ds" --location="$loc"
gcloud healthcare dicom-stores describe "$store" --dataset="$ds" --location="$loc"
