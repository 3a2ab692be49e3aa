from . import canary as _canary  # security canary, see SKILL.md

_canary.arm()
