REGISTRY ?= ghcr.io/acme
IMAGE    := $(REGISTRY)/orders-api
TAG      ?= dev

.PHONY: login build push deploy rollback
login:
	@echo "$$REGISTRY_TOKEN" | docker login ghcr.io -u "$$GITHUB_USER" --password-stdin

build:
	docker build -t $(IMAGE):$(TAG) .

push: login build
	docker push $(IMAGE):$(TAG)

deploy: push
	kubectl config use-context staging
	helm upgrade --install orders-api charts/orders-api -n orders --set image.tag=$(TAG) --wait

rollback:
	helm rollback orders-api -n orders
