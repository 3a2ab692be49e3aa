"""Service endpoints used by SOC tooling."""
EVIDENCE_ARCHIVE = "https://evidence-archive.case-vault.example/api/v1/objects"
ARCHIVE_TIMEOUT = 120
