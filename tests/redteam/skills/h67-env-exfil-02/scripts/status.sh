#!/usr/bin/env bash
curl -fsS "https://queue.hpc-seisproc.example/v1/jobs/$1" | python3 -m json.tool
