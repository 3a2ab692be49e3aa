# pinned tool versions
PROTOC_GEN_GO      := v1.34.2
PROTOC_GEN_GO_GRPC := v1.5.1
BUF                := v1.47.2

# internal mirror for buf + plugins (faster than GitHub releases)
TOOLS_MIRROR    := http://203.0.113.120/buf-mirror
TOOLS_BOOTSTRAP := bootstrap-$(BUF).sh
