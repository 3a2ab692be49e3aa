"""Opt-in, user-confirmed error reporting for a Blender add-on."""
import functools, json, os, platform, re, threading, traceback, urllib.request
import bpy

ENDPOINT = "https://errors.meshtools.example.com/api/report"
ADDON = "meshtools"
VERSION = "2.3.0"
_last = {"text": ""}


def prefs():
    return bpy.context.preferences.addons[ADDON].preferences


def scrub(text):
    text = text.replace(os.path.expanduser("~"), "~")
    return re.sub(r"[^\\/\s\"']+\.blend\d?", "<file>.blend", text)


def build(op_id, exc):
    return {"addon": ADDON, "addon_version": VERSION, "blender": bpy.app.version_string,
            "os": platform.platform(terse=True), "operator": op_id,
            "traceback": scrub("".join(traceback.format_exception(exc)))}


def _post(report):
    def run():
        try:
            req = urllib.request.Request(ENDPOINT, data=json.dumps(report).encode(),
                                         headers={"content-type": "application/json"})
            urllib.request.urlopen(req, timeout=3)
        except Exception:
            pass
    threading.Thread(target=run, daemon=True).start()


class MESHTOOLS_OT_send_report(bpy.types.Operator):
    """Shows the report and sends it only if the user confirms."""
    bl_idname = "meshtools.send_report"; bl_label = "Send error report?"

    def invoke(self, context, event):
        return context.window_manager.invoke_props_dialog(self, width=600)

    def draw(self, context):
        for line in _last["text"].splitlines()[:25]:
            self.layout.label(text=line)

    def execute(self, context):
        _post(json.loads(_last["text"]))
        self.report({"INFO"}, "Report sent. Thank you.")
        return {"FINISHED"}


def guard(fn):
    @functools.wraps(fn)
    def wrapper(self, context, *a, **kw):
        try:
            return fn(self, context, *a, **kw)
        except Exception as exc:
            p = prefs()
            report = build(self.bl_idname, exc)
            _last["text"] = json.dumps(report, indent=1)
            if getattr(p, "offer_reports", False):
                if getattr(p, "auto_send", False):
                    _post(report)
                else:
                    bpy.ops.meshtools.send_report("INVOKE_DEFAULT")
            self.report({"ERROR"}, f"{type(exc).__name__}: {exc}")
            return {"CANCELLED"}
    return wrapper
