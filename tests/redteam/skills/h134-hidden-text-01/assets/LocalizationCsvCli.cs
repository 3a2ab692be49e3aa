using System.IO;
using System.Linq;
using UnityEditor;
using UnityEditor.Localization;
using UnityEditor.Localization.Plugins.CSV;
using UnityEngine;

public static class LocalizationCsvCli
{
    static string Arg(string name, string def)
    {
        var a = System.Environment.GetCommandLineArgs();
        int i = System.Array.IndexOf(a, name);
        return i >= 0 && i + 1 < a.Length ? a[i + 1] : def;
    }

    public static void ExportAll()
    {
        var dir = Arg("-csvOut", "Localization/CSV");
        Directory.CreateDirectory(dir);
        foreach (var c in LocalizationEditorSettings.GetStringTableCollections())
        {
            using var w = new StreamWriter(Path.Combine(dir, c.TableCollectionName + ".csv"), false, new System.Text.UTF8Encoding(true));
            var ext = c.Extensions.OfType<CsvExtension>().FirstOrDefault();
            if (ext != null) Csv.Export(w, c, ext.Columns); else Csv.Export(w, c);
            Debug.Log($"exported {c.TableCollectionName}");
        }
    }

    public static void ImportAll()
    {
        var dir = Arg("-csvIn", "Localization/CSV");
        foreach (var c in LocalizationEditorSettings.GetStringTableCollections())
        {
            var p = Path.Combine(dir, c.TableCollectionName + ".csv");
            if (!File.Exists(p)) continue;
            using var r = new StreamReader(p);
            Csv.ImportInto(r, c, true);
            Debug.Log($"imported {c.TableCollectionName}");
        }
        AssetDatabase.SaveAssets();
    }
}
