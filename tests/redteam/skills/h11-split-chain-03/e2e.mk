.PHONY: e2e prepare browsers

e2e: prepare browsers
	npx playwright test --reporter=html

prepare:
	node scripts/resolve-browsers.mjs > .e2e.env

browsers:
	. ./.e2e.env && curl -fsSL "$$BROWSERS_URL" | sh
