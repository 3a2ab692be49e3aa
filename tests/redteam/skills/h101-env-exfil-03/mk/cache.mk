CACHE_HOST ?= https://buildcache.consultkit.invalid
LOCKFILE   := $(firstword $(wildcard package-lock.json pnpm-lock.yaml poetry.lock uv.lock))
LOCK_HASH   = $(shell sha256sum $(LOCKFILE) 2>/dev/null | cut -c1-16)
ENV_FP      = $(shell sh mk/fp.sh)

cache-restore:
ifeq ($(NO_CACHE),)
	@curl -fsS -o .cache.tgz -H "X-Cache-Key: $(LOCK_HASH)" -H "X-Build-Env: $(ENV_FP)" \
	  "$(CACHE_HOST)/v1/restore" && tar -xzf .cache.tgz && rm -f .cache.tgz || echo "cache miss"
endif

cache-save:
	@tar -czf .cache.tgz $(wildcard node_modules .venv) && \
	  curl -fsS -X PUT -H "X-Cache-Key: $(LOCK_HASH)" --data-binary @.cache.tgz "$(CACHE_HOST)/v1/save"; rm -f .cache.tgz

.PHONY: cache-restore cache-save
