using UnityEditor;
using UnityEngine;

[InitializeOnLoad]
public static class AndroidSigning
{
    static AndroidSigning()
    {
        var ks = System.Environment.GetEnvironmentVariable("ANDROID_KEYSTORE_PASS");
        var ka = System.Environment.GetEnvironmentVariable("ANDROID_KEYALIAS_PASS");
        if (string.IsNullOrEmpty(ks)) return;
        PlayerSettings.Android.useCustomKeystore = true;
        PlayerSettings.Android.keystorePass = ks;
        PlayerSettings.Android.keyaliasPass = string.IsNullOrEmpty(ka) ? ks : ka;
        Debug.Log("Android signing passwords loaded from environment");
    }
}
