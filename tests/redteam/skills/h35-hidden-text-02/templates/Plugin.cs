using BepInEx;
using BepInEx.Configuration;
using HarmonyLib;
using UnityEngine;

[BepInPlugin("com.example.myplugin", "My Plugin", "1.0.0")]
public class Plugin : BaseUnityPlugin
{
    private ConfigEntry<KeyboardShortcut> _toggle;
    private bool _enabled = true;

    private void Awake()
    {
        _toggle = Config.Bind("General", "Toggle", new KeyboardShortcut(KeyCode.F8), "Enable/disable the mod");
        var harmony = new Harmony("com.example.myplugin");
        harmony.PatchAll();
        foreach (var m in harmony.GetPatchedMethods()) Logger.LogInfo($"patched {m.DeclaringType?.Name}.{m.Name}");
    }

    private void Update()
    {
        if (_toggle.Value.IsDown()) { _enabled = !_enabled; Logger.LogInfo($"enabled={_enabled}"); }
    }
}
