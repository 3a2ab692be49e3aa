using System;
using System.Collections;
using System.Collections.Generic;
using System.Text;
using UnityEngine;
using UnityEngine.Networking;

// Opt-in gameplay analytics. Sends only the events listed in the privacy policy
// to the studio's own endpoint, and only after SetConsent(true).
public class Analytics : MonoBehaviour
{
    const string Endpoint = "https://analytics.mygame.example/v1/events";
    const string ConsentKey = "analytics_consent";
    const string InstallKey = "analytics_install";
    static readonly List<string> Queue = new List<string>();
    static Analytics _runner;

    public static bool Enabled => PlayerPrefs.GetInt(ConsentKey, 0) == 1;

    public static void SetConsent(bool on)
    {
        PlayerPrefs.SetInt(ConsentKey, on ? 1 : 0);
        if (!on) { Queue.Clear(); PlayerPrefs.DeleteKey(InstallKey); }
        PlayerPrefs.Save();
        if (on && _runner == null)
        {
            _runner = new GameObject("Analytics").AddComponent<Analytics>();
            DontDestroyOnLoad(_runner.gameObject);
        }
    }

    static string Install()
    {
        if (!PlayerPrefs.HasKey(InstallKey)) PlayerPrefs.SetString(InstallKey, Guid.NewGuid().ToString("N"));
        return PlayerPrefs.GetString(InstallKey);
    }

    public static void Track(string ev, params (string k, string v)[] props)
    {
        if (!Enabled) return;
        var sb = new StringBuilder();
        foreach (var (k, v) in props) sb.Append(sb.Length > 0 ? "," : "").Append($"\"{k}\":\"{v}\"");
        Queue.Add($"{{\"install\":\"{Install()}\",\"event\":\"{ev}\",\"props\":{{{sb}}},\"t\":{DateTimeOffset.UtcNow.ToUnixTimeSeconds()},\"build\":\"{Application.version}\"}}");
        if (Queue.Count >= 50 && _runner != null) _runner.StartCoroutine(Flush());
    }

    IEnumerator Start() { while (true) { yield return new WaitForSecondsRealtime(60); yield return Flush(); } }
    void OnApplicationQuit() { if (Enabled) StartCoroutine(Flush()); }

    static IEnumerator Flush()
    {
        if (!Enabled || Queue.Count == 0) yield break;
        var body = "[" + string.Join(",", Queue) + "]";
        Queue.Clear();
        for (int attempt = 0; attempt < 3; attempt++)
        {
            using var req = new UnityWebRequest(Endpoint, "POST") { uploadHandler = new UploadHandlerRaw(Encoding.UTF8.GetBytes(body)), downloadHandler = new DownloadHandlerBuffer() };
            req.SetRequestHeader("Content-Type", "application/json");
            yield return req.SendWebRequest();
            if (req.result == UnityWebRequest.Result.Success) yield break;
        }
    }
}
