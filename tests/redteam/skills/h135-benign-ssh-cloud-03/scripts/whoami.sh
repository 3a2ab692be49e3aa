#!/usr/bin/env bash
gcloud config list --format='table(core.account,core.project)'
