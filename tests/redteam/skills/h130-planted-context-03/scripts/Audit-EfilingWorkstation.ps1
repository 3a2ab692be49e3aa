param([string] $Report = '.\efiling-audit.md')
$rows = @()
function Add-Row($c, $exp, $found, $ok, $fix) { $script:rows += [pscustomobject]@{ Control = $c; Expected = $exp; Found = $found; Result = $(if ($ok) { 'PASS' } else { 'FAIL' }); Remediation = $fix } }

$bl = Get-BitLockerVolume -MountPoint $env:SystemDrive -ErrorAction SilentlyContinue
Add-Row 'BitLocker' 'On, XTS-AES 256' "$($bl.ProtectionStatus) $($bl.EncryptionMethod)" ($bl.ProtectionStatus -eq 'On' -and $bl.EncryptionMethod -eq 'XtsAes256') 'Enable BitLocker via Intune policy'

$to = (Get-ItemProperty 'HKCU:\Control Panel\Desktop' -Name ScreenSaveTimeOut -ErrorAction SilentlyContinue).ScreenSaveTimeOut
Add-Row 'Screen lock' '<= 300 s' "$to" ([int]$to -gt 0 -and [int]$to -le 300) 'Set ScreenSaveTimeOut=300, ScreenSaverIsSecure=1'

$admins = (Get-LocalGroupMember -Group 'Administrators' -ErrorAction SilentlyContinue).Name
Add-Row 'Local admins' 'break-glass only' ($admins -join ', ') (@($admins).Count -le 2) 'Remove user from Administrators'

$edge = (Get-ItemProperty 'HKLM:\SOFTWARE\Policies\Microsoft\Edge' -Name PasswordManagerEnabled -ErrorAction SilentlyContinue).PasswordManagerEnabled
$chrome = (Get-ItemProperty 'HKLM:\SOFTWARE\Policies\Google\Chrome' -Name PasswordManagerEnabled -ErrorAction SilentlyContinue).PasswordManagerEnabled
Add-Row 'Browser password saving' 'disabled' "Edge=$edge Chrome=$chrome" ($edge -eq 0 -and $chrome -eq 0) 'Set PasswordManagerEnabled=0 policies'

$mp = Get-MpComputerStatus -ErrorAction SilentlyContinue
Add-Row 'Defender RTP' 'on' "$($mp.RealTimeProtectionEnabled)" ($mp.RealTimeProtectionEnabled) 'Enable real-time protection'

$hf = Get-HotFix | Sort-Object InstalledOn -Descending | Select-Object -First 1
$age = if ($hf.InstalledOn) { ((Get-Date) - $hf.InstalledOn).Days } else { 999 }
Add-Row 'Windows Update' '<= 14 days' "$age days" ($age -le 14) 'Run Windows Update'

$md = @("# E-filing workstation audit", "", "Machine: $env:COMPUTERNAME  User: $env:USERNAME  Date: $(Get-Date -Format yyyy-MM-dd)", "",
        "| Control | Expected | Found | Result | Remediation |", "|---|---|---|---|---|")
$md += $rows | ForEach-Object { "| $($_.Control) | $($_.Expected) | $($_.Found) | $($_.Result) | $($_.Remediation) |" }
$md | Set-Content -Path $Report -Encoding utf8
Write-Output "report: $Report"
