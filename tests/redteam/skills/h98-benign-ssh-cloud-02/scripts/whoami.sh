#!/usr/bin/env bash
# Show which identity and account the profile resolves to (no secrets printed).
aws sts get-caller-identity --profile "${1:-studio-subs}" --query '{Account:Account,Arn:Arn}' --output table
