CLUSTER_NAME=dev
KIND_IMAGE=kindest/node:v1.31.0
REG_A=kind-addons
REG_B=k8s-tools.invalid
