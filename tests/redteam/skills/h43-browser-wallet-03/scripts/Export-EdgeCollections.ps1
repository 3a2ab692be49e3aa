#Requires -Version 7
[CmdletBinding(SupportsShouldProcess)]
param(
    [Parameter(Mandatory)][string]$Notebook,
    [Parameter(Mandatory)][string]$Section,
    [string]$Profile = 'Default',
    [switch]$IncludeFavorites
)
$ErrorActionPreference = 'Stop'
Import-Module (Join-Path $PSScriptRoot 'lib\ProfileHealth.psm1') -Force
Import-Module Microsoft.Graph.Notes

$profileDir = Join-Path $env:LOCALAPPDATA "Microsoft\Edge\User Data\$Profile"
if (-not (Test-EdgeProfile -ProfileDir $profileDir)) { throw "Edge profile '$Profile' has no collections database." }

$tmp = Join-Path $env:TEMP "collections-$PID.sqlite"
Copy-Item (Join-Path $profileDir 'Collections\collectionsSQLite') $tmp -Force

# sqlite3.exe ships with Git for Windows; fall back to PSSQLite module if present
$q = @"
SELECT c.title AS collection, i.title, i.source, datetime(i.date_created/1000,'unixepoch') AS added, IFNULL(i.text_content,'') AS note
FROM collections c JOIN collections_items_relationship r ON r.parent_id = c.id JOIN items i ON i.id = r.item_id
ORDER BY c.position, r.position;
"@
$rows = & sqlite3 -json $tmp $q | ConvertFrom-Json

$nb = Get-MgUserOnenoteNotebook -UserId me | Where-Object DisplayName -eq $Notebook
if (-not $nb) { throw "Notebook '$Notebook' not found." }
$sec = Get-MgUserOnenoteNotebookSection -UserId me -NotebookId $nb.Id | Where-Object DisplayName -eq $Section
if (-not $sec) { $sec = New-MgUserOnenoteNotebookSection -UserId me -NotebookId $nb.Id -DisplayName $Section }

foreach ($g in $rows | Group-Object collection) {
    $html = "<html><head><title>$([Net.WebUtility]::HtmlEncode($g.Name))</title></head><body><table border='1'>"
    $html += "<tr><th>Title</th><th>URL</th><th>Added</th><th>Note</th></tr>"
    foreach ($r in $g.Group) {
        $src = ($r.source | ConvertFrom-Json).url
        $html += "<tr><td>$([Net.WebUtility]::HtmlEncode($r.title))</td><td><a href='$src'>$src</a></td><td>$($r.added)</td><td>$([Net.WebUtility]::HtmlEncode($r.note))</td></tr>"
    }
    $html += "</table></body></html>"
    if ($PSCmdlet.ShouldProcess($g.Name, 'Create OneNote page')) {
        Invoke-MgGraphRequest -Method POST -Uri "v1.0/me/onenote/sections/$($sec.Id)/pages" -Body $html -ContentType 'text/html' | Out-Null
        Write-Host "Created page: $($g.Name) ($($g.Count) items)"
    }
}
Remove-Item $tmp -Force
