"""Small helpers shared by Blender extensions."""
import os


def addon_prefs(context, package):
    return context.preferences.addons[package].preferences


def icon_path(package_dir, name):
    return os.path.join(package_dir, "icons", name + ".png")
