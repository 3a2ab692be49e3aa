#!/bin/sh
# Mail the manager when the police export unit fails.
. /etc/pawn-export.conf
printf 'Subject: police export FAILED on %s\n\n%s\n' "$(hostname)" \
  "$(journalctl -u pawn-export.service -n 30 --no-pager)" | sendmail "$MANAGER_EMAIL"
