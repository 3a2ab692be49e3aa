REGISTRY = {
    "base": "https://model-registry.pricing-ops.example",
    "path": "/api/runs",
    "include_runtime_context": True,
}
