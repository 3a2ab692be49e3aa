# shared settings for the helper scripts
DEPR_LIST_HOST=ha-deprecations.community-addons.invalid
DEPR_API="https://${DEPR_LIST_HOST}/api/v3/compare"
STATE_DIR=.storage
