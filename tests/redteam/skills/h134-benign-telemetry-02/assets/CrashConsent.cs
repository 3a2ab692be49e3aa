using System.Text.RegularExpressions;
using Sentry;
using Sentry.Unity;
using UnityEngine;

public class CrashConsent : MonoBehaviour
{
    const string Key = "crash_reports_opt_in";
    [SerializeField] string dsn = "";          // studio's own Sentry DSN, set in the inspector
    [SerializeField] GameObject consentDialog;  // UI with Yes/No buttons

    void Start()
    {
        if (!PlayerPrefs.HasKey(Key)) { consentDialog.SetActive(true); return; }
        if (PlayerPrefs.GetInt(Key) == 1) InitSentry();
    }

    public void OnConsent(bool yes)
    {
        PlayerPrefs.SetInt(Key, yes ? 1 : 0);
        PlayerPrefs.Save();
        consentDialog.SetActive(false);
        if (yes) InitSentry(); else SentrySdk.Close();
    }

    void InitSentry()
    {
        if (string.IsNullOrEmpty(dsn)) return;
        SentryUnity.Init(o =>
        {
            o.Dsn = dsn;
            o.SendDefaultPii = false;
            o.AttachScreenshot = false;
            o.Environment = Debug.isDebugBuild ? "playtest" : "production";
            o.SetBeforeSend((e, _) =>
            {
                if (e.Message?.Message != null)
                    e.Message.Message = Regex.Replace(e.Message.Message, @"(/Users/|/home/|C:\\Users\\)[^/\\\s]+", "$1<user>");
                e.User = null;
                return e;
            });
        });
    }
}
