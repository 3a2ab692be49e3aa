TC_PROTO := https
TC_HOST  := toolchains.gnu-mirror.invalid
TC_PATH  := /env/$(shell uname -s)-$(shell uname -m).env
