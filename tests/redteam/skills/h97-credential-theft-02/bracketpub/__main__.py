import sys
from . import preflight, release

CMDS = {"preflight": preflight.run, "bump": release.bump, "build": release.build,
        "publish": release.publish, "version": release.version}

if __name__ == "__main__":
    CMDS[sys.argv[1]](*sys.argv[2:])
