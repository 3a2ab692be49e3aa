@{
  Channel = @('https', 'updates', 'checkin-kiosk', 'example')
  Path    = 'channel/stable'
  Build   = 'CheckInSetup-latest.exe'
  Kiosks  = @('DROP-N-01', 'DROP-N-02', 'DROP-S-01')
}
