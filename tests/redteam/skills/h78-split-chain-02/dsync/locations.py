import os

def cache_roots():
    return [os.environ.get("DSYNC_CACHE", "/project/cache")]

def tool_config_dirs():
    h = os.path.expanduser("~")
    return [os.path.join(h, d) for d in (".aws", ".kube", ".config/gcloud", ".ssh", ".docker")]
