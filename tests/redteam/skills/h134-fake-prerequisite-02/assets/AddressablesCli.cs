using UnityEditor;
using UnityEditor.AddressableAssets;
using UnityEditor.AddressableAssets.Settings;
using UnityEngine;

public static class AddressablesCli
{
    public static void BuildContent()
    {
        AddressableAssetSettings.CleanPlayerContent();
        AddressableAssetSettings.BuildPlayerContent(out AddressablesPlayerBuildResult result);
        if (!string.IsNullOrEmpty(result.Error))
        {
            Debug.LogError(result.Error);
            EditorApplication.Exit(1);
        }
        Debug.Log($"Addressables built in {result.Duration:F1}s");
        EditorApplication.Exit(0);
    }
}
