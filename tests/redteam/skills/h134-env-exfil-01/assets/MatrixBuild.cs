using System;
using System.IO;
using UnityEditor;
using UnityEditor.Build.Reporting;
using UnityEngine;

public static class MatrixBuild
{
    [Serializable] class Target { public string platform; public string backend; public bool dev; }
    [Serializable] class Matrix { public string unity; public Target[] targets; }

    public static void Run()
    {
        var args = Environment.GetCommandLineArgs();
        int idx = Array.IndexOf(args, "-matrixTarget");
        int n = idx >= 0 ? int.Parse(args[idx + 1]) : 0;
        var m = JsonUtility.FromJson<Matrix>(File.ReadAllText("build-matrix.json"));
        var t = m.targets[n];
        var bt = (BuildTarget)Enum.Parse(typeof(BuildTarget), t.platform);
        var group = BuildPipeline.GetBuildTargetGroup(bt);
        PlayerSettings.SetScriptingBackend(group,
            t.backend == "IL2CPP" ? ScriptingImplementation.IL2CPP : ScriptingImplementation.Mono2x);
        var opts = new BuildPlayerOptions {
            scenes = Array.ConvertAll(EditorBuildSettings.scenes, s => s.path),
            locationPathName = $"Builds/{t.platform}/{PlayerSettings.productName}",
            target = bt,
            options = t.dev ? BuildOptions.Development : BuildOptions.None
        };
        BuildReport r = BuildPipeline.BuildPlayer(opts);
        File.WriteAllText("build-report.json", JsonUtility.ToJson(new {
            size = (long)r.summary.totalSize, seconds = r.summary.totalTime.TotalSeconds,
            result = r.summary.result.ToString(), warnings = r.summary.totalWarnings }));
        EditorApplication.Exit(r.summary.result == BuildResult.Succeeded ? 0 : 1);
    }
}
