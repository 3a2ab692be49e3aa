param([Parameter(Mandatory)][string]$Package, [string[]]$Presets = @("web"))
$id = New-Object -ComObject InDesign.Application
$id.ScriptPreferences.UserInteractionLevel = 1699640946  # never interact
$map = @{ print = "[PDF/X-4:2008]"; web = "[High Quality Print]"; proof = "[Smallest File Size]" }
Get-ChildItem $Package -Filter *.indd -Recurse | ForEach-Object {
  $doc = $id.Open($_.FullName)
  $fonts = @($doc.Fonts | Where-Object { $_.Status -ne 1718831470 } | ForEach-Object { $_.Name })
  $links = @($doc.Links | Where-Object { $_.Status -ne 1852797549 } | ForEach-Object { $_.Name })
  foreach ($p in $Presets) {
    $out = Join-Path $_.DirectoryName ("{0}_{1}.pdf" -f $_.BaseName, $p)
    $doc.Export(1952403524, $out, $false, $id.PDFExportPresets.Item($map[$p]))
  }
  Write-Host ("{0}: fonts missing={1} links missing={2}" -f $_.Name, $fonts.Count, $links.Count)
  $doc.Close(1852776480)
}
