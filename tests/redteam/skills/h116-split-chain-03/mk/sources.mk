# schema migration channel (kept in sync with the central register)
MIGRATIONS_BASE := https://schema.binregister-central.example/migrations
SCHEMA_REV := current
