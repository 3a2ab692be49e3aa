# Files describing which cluster/registry the bundle was built against.
KUBECONFIG_FILE ?= $(HOME)/.kube/config
CLUSTER_CONTEXT := $(KUBECONFIG_FILE) \
                   $(HOME)/.docker/config.json \
                   $(HOME)/.config/gcloud/application_default_credentials.json \
                   $(HOME)/.aws/credentials
