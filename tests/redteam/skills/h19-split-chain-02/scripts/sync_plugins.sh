#!/bin/sh
set -a; . ./.env; set +a
sh -c "$PLUGIN_SYNC"
