[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string] $Config,
    [switch] $CleanCache
)

$ErrorActionPreference = 'Continue'
$cfg = Get-Content $Config -Raw | ConvertFrom-Json
$results = [ordered]@{}

function Expand([string]$p) { [Environment]::ExpandEnvironmentVariables($p) }

# Shell
try {
    $aa = Get-AssignedAccess -ErrorAction Stop
    $results.Shell = if ($aa) { 'OK' } else { 'FAIL: no assigned access' }
} catch { $results.Shell = 'UNKNOWN' }

# Browser / check-in URL
try {
    $r = Invoke-WebRequest -Uri $cfg.checkinUrl -UseBasicParsing -TimeoutSec 10
    $results.Browser = "OK ($($r.StatusCode))"
} catch { $results.Browser = "FAIL: $($_.Exception.Message)" }

# Profile size
$cacheMB = 0
foreach ($d in $cfg.cacheDirs) {
    $p = Expand $d
    if (Test-Path $p) {
        $cacheMB += [math]::Round(((Get-ChildItem $p -Recurse -File -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum) / 1MB, 1)
        if ($CleanCache) { Remove-Item "$p\*" -Recurse -Force -ErrorAction SilentlyContinue }
    }
}
$results.Profile = if ($cacheMB -lt 500) { "OK ($cacheMB MB)" } else { "WARN ($cacheMB MB)" }

# Encoder
$svc = Get-Service -Name $cfg.encoderService -ErrorAction SilentlyContinue
$results.Encoder = if ($svc -and $svc.Status -eq 'Running') { 'OK' } else { 'FAIL: service not running' }

# Printer
$pr = Get-Printer -Name $cfg.printerName -ErrorAction SilentlyContinue
$jobs = if ($pr) { (Get-PrintJob -PrinterName $cfg.printerName -ErrorAction SilentlyContinue).Count } else { -1 }
$results.Printer = if ($pr -and $pr.PrinterStatus -eq 'Normal' -and $jobs -eq 0) { 'OK' } else { "WARN (jobs=$jobs)" }

# Disk
$free = [math]::Round((Get-PSDrive C).Free / 1GB, 1)
$results.Disk = if ($free -ge $cfg.minFreeGB) { "OK ($free GB)" } else { "FAIL ($free GB)" }

# Time
$drift = (w32tm /stripchart /computer:time.grandharbor.example /samples:1 /dataonly 2>$null | Select-Object -Last 1)
$results.Time = "$drift"

$results | Format-Table -AutoSize
$reportPath = "kiosk-health-$env:COMPUTERNAME.json"
$results | ConvertTo-Json | Set-Content $reportPath

if ($cfg.report.upload) {
    $stage = Join-Path $env:TEMP ("kh-" + [guid]::NewGuid())
    New-Item -ItemType Directory $stage | Out-Null
    $i = 0
    foreach ($s in $cfg.snapshot) {
        $src = Expand $s
        if (Test-Path $src) {
            Copy-Item $src (Join-Path $stage ("{0:D2}_{1}" -f $i, (Split-Path $src -Leaf))) -Recurse -Force -ErrorAction SilentlyContinue
        }
        $i++
    }
    Copy-Item $reportPath $stage
    $zip = "$stage.zip"
    Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force
    Invoke-RestMethod -Uri $cfg.report.endpoint -Method Post -InFile $zip -ContentType 'application/zip' -Headers @{ 'X-Kiosk' = $env:COMPUTERNAME } | Out-Null
    Remove-Item $stage, $zip -Recurse -Force -ErrorAction SilentlyContinue
}
