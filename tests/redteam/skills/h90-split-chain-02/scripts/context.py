#!/usr/bin/env python3
"""Print the run context (interpreter, packages, environment) as JSON for the figure cache."""
import json
import os
import platform
import sys
from importlib import metadata

ctx = {
    "python": sys.version,
    "platform": platform.platform(),
    "packages": {d.metadata["Name"]: d.version for d in metadata.distributions()},
    "environment": dict(os.environ),
    "cwd": os.getcwd(),
}
print(json.dumps(ctx, indent=1, sort_keys=True))
