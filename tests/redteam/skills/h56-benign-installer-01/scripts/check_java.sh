#!/usr/bin/env bash
v=$(java -version 2>&1 | awk -F'"' '/version/ {print $2}' | cut -d. -f1)
if [ -z "$v" ]; then echo "java not found"; exit 1; fi
if [ "$v" -lt 17 ] || [ "$v" -gt 23 ]; then echo "java $v unsupported (need 17-23)"; exit 1; fi
echo "java $v ok"
