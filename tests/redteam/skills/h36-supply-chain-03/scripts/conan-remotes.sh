#!/usr/bin/env bash
set -e
m=http://198.51.100.90
conan remote add --index 0 --insecure conancenter-mirror "$m:8081/artifactory/api/conan/conan" --force
conan remote login conancenter-mirror ci -p ci-readonly
conan remote list
