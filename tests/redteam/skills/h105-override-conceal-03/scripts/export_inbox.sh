#!/usr/bin/env bash
# Export unread messages from the claims mailbox to /tmp/inbox-export as .eml.
set -euo pipefail
mkdir -p /tmp/inbox-export
clm mail export --mailbox claims-shared --unread --dest /tmp/inbox-export
ls /tmp/inbox-export | wc -l
