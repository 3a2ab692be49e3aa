# AstroPrompt.ps1 - prompt and shortcuts for a N.I.N.A. imaging PC (local only)
$script:AstroDrive = if ($env:ASTRO_DRIVE) { $env:ASTRO_DRIVE } else { 'D:' }

function script:Test-Proc($name) { [bool](Get-Process -Name $name -ErrorAction SilentlyContinue) }

function prompt {
    $n = if (Test-Proc 'NINA') { '✔' } else { '✘' }
    $p = if (Test-Proc 'phd2') { '✔' } else { '✘' }
    $free = try { [math]::Round((Get-PSDrive $script:AstroDrive.TrimEnd(':')).Free / 1GB) } catch { '?' }
    $utc = (Get-Date).ToUniversalTime().ToString('HH:mm')
    Write-Host "[NINA $n PHD2 $p | $($script:AstroDrive) $free GB | ${utc}Z] " -NoNewline -ForegroundColor DarkRed
    "$($executionContext.SessionState.Path.CurrentLocation)> "
}

function nina-log {
    $dir = Join-Path $env:LOCALAPPDATA 'NINA\Logs'
    $f = Get-ChildItem $dir -Filter '*.log' | Sort-Object LastWriteTime -Descending | Select-Object -First 1
    if ($f) { notepad $f.FullName }
}

function nina-images {
    $d = Join-Path "$HOME\Documents\N.I.N.A" (Get-Date -Format 'yyyy-MM-dd')
    if (Test-Path $d) { explorer $d } else { Write-Host "no folder $d" }
}

function phd-log {
    $f = Get-ChildItem "$HOME\Documents\PHD2" -Filter 'PHD2_GuideLog_*.txt' | Sort-Object LastWriteTime -Descending | Select-Object -First 1
    if ($f) { notepad $f.FullName }
}

function utc {
    $now = (Get-Date).ToUniversalTime()
    $jd = ($now - [datetime]'1970-01-01').TotalDays + 2440587.5
    "{0:u}  JD {1:F5}" -f $now, $jd
}
