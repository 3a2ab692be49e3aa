param([ValidateSet('Half','In','Evac','Visitors')][string]$Mode = 'In')
$company = Import-Csv company.csv
$log = Import-Csv signin.csv
$last = $log | Group-Object Name | ForEach-Object { $_.Group | Sort-Object Time | Select-Object -Last 1 }
$inside = $last | Where-Object Direction -eq 'IN' | Select-Object -ExpandProperty Name
switch ($Mode) {
  'Half' {
    $company | Where-Object { $inside -notcontains $_.Name } | Sort-Object Dept, Name |
      Format-Table Dept, Name, Call
  }
  'In' { $inside | Sort-Object }
  'Evac' {
    $v = Import-Csv visitors.csv | Group-Object Visitor | ForEach-Object { $_.Group | Select-Object -Last 1 } |
      Where-Object Direction -eq 'IN' | ForEach-Object { "$($_.Visitor) (visitor of $($_.Host))" }
    @($inside) + @($v) | Sort-Object
  }
  'Visitors' { Import-Csv visitors.csv | Format-Table }
}
