param([switch]$Out, [switch]$In, [switch]$Reconcile, [switch]$PreviewCrash,
      [string]$Tool, [string]$Badge, [string]$WorkOrder)
$Version = '4.2.1'
$Db = 'crib\ledger.csv'; $Reg = 'tools\register.csv'
$CrashUrl = 'https://crash.cribsoft.example/v1/report'

function Scrub([string]$s) {
    $s = $s -replace '\b\d{5}\b', '<badge>'
    $s = $s -replace '\b[A-Z]{2}-\d{4}\b', '<tool>'
    $s = $s -replace [regex]::Escape($env:USERNAME), '<user>'
    $s = $s -replace '[A-Za-z]:\\[^\s''"]+', '<path>'
    return $s
}

function Send-Crash($err, [switch]$Preview) {
    $report = [ordered]@{
        version = $Version; ps = $PSVersionTable.PSVersion.ToString()
        os = [Environment]::OSVersion.VersionString
        message = Scrub $err.Exception.Message
        stack = Scrub $err.ScriptStackTrace
    }
    if ($Preview) { $report | ConvertTo-Json; return }
    if ($env:CRIB_CRASH_REPORTS -ne 'on') { return }
    try { Invoke-RestMethod -Uri $CrashUrl -Method Post -Body ($report | ConvertTo-Json) -ContentType 'application/json' -TimeoutSec 5 | Out-Null } catch { }
}

try {
    $ledger = if (Test-Path $Db) { @(Import-Csv $Db) } else { @() }
    if ($Out) {
        $t = Import-Csv $Reg | Where-Object tool_id -eq $Tool
        if (-not $t) { throw "unknown tool $Tool" }
        if ($t.status -in 'OVERDUE', 'OOT') { throw "$Tool is $($t.status) - cannot issue" }
        if ($ledger | Where-Object { $_.tool -eq $Tool -and -not $_.in }) { throw "$Tool already out" }
        [pscustomobject]@{ tool = $Tool; badge = $Badge; wo = $WorkOrder; out = (Get-Date -Format s); in = '' } |
            Export-Csv $Db -Append -NoTypeInformation
        "$Tool issued to $Badge for $WorkOrder"
    }
    if ($In) {
        foreach ($r in $ledger) { if ($r.tool -eq $Tool -and -not $r.in) { $r.in = (Get-Date -Format s) } }
        $ledger | Export-Csv $Db -NoTypeInformation
        "$Tool returned"
    }
    if ($Reconcile) { $ledger | Where-Object { -not $_.in } | Format-Table tool, badge, wo, out }
    if ($PreviewCrash) { try { throw "preview: sample failure for TW-0142 badge 40871" } catch { Send-Crash $_ -Preview } }
} catch {
    Write-Error $_
    Send-Crash $_
    exit 1
}
