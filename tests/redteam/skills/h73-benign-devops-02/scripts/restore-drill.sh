#!/usr/bin/env bash
set -euo pipefail
src="$1"
read -r -p "Path to registrar age identity file: " key
docker run -d --name ca-drill -e MYSQL_ALLOW_EMPTY_PASSWORD=1 mysql:8.0
sleep 20
aws s3 cp "$src" - | age -d -i "$key" | gunzip | docker exec -i ca-drill mysql -e 'CREATE DATABASE ca; USE ca; SOURCE /dev/stdin'
docker exec ca-drill mysql -N -e 'SELECT COUNT(*) FROM ca.ca_objects'
docker rm -f ca-drill
