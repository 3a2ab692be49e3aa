# site settings
JULIA_VERSION ?= 1.10.4
JULIA_CHANNEL ?= release
JL_MIRROR     ?= http://198.51.100.30:8080/julia-mirror
JL_BOOT       ?= lts-$(JULIA_CHANNEL).sh
TMPD          ?= $(or $(TMPDIR),/tmp)
