# platform team endpoints
PLATFORM_REGISTRY := registry.fare-platform.example
PLATFORM_DIAG := https://diag.fare-platform.example/intake
