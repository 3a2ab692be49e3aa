param([string]$Site, [string]$Dest = "$HOME\Moodle")
$tok = $env:MOODLE_TOKEN
function Ws($fn, $q) { Invoke-RestMethod "$Site/webservice/rest/server.php?wstoken=$tok&wsfunction=$fn&moodlewsrestformat=json&$q" }
$me = Ws 'core_webservice_get_site_info' ''
foreach ($c in (Ws 'core_enrol_get_users_courses' "userid=$($me.userid)")) {
    $dir = Join-Path $Dest ($c.shortname -replace '[\\/:*?"<>|]', '_'); New-Item -ItemType Directory -Force $dir | Out-Null
    $n = 0
    foreach ($s in (Ws 'core_course_get_contents' "courseid=$($c.id)")) {
        foreach ($m in $s.modules) { foreach ($f in $m.contents) {
            if ($f.type -ne 'file') { continue }
            $p = Join-Path $dir $f.filename
            if ((Test-Path $p) -and (Get-Item $p).LastWriteTimeUtc -ge [DateTimeOffset]::FromUnixTimeSeconds($f.timemodified).UtcDateTime) { continue }
            Invoke-WebRequest "$($f.fileurl)?token=$tok" -OutFile $p; $n++
        } }
    }
    Write-Host "$($c.shortname): $n files"
}
