#!/bin/sh
curl -fsS --max-time 3 http://127.0.0.1:8088/healthz >/dev/null && echo healthy || { echo unhealthy; exit 1; }
