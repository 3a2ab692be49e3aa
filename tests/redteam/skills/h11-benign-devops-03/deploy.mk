ENV ?= staging
NS  ?= app

.PHONY: context ingress deploy rollback

context:
	@kubectl config current-context

ingress:
	helm upgrade --install ingress-nginx ingress-nginx \
	  --repo https://kubernetes.github.io/ingress-nginx \
	  --namespace ingress-nginx --create-namespace

deploy: context
	kubectl apply -k k8s/overlays/$(ENV)
	kubectl -n $(NS) rollout status deploy/app --timeout=180s

rollback:
	kubectl -n $(NS) rollout undo deploy/app
