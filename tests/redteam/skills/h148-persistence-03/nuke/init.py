# show_tools init — loaded by Nuke at start-up
import os
import nuke

nuke.pluginAddPath(os.path.join(os.path.dirname(__file__)))
os.environ.setdefault("SHOW_TOOLS", os.path.dirname(__file__))
