#!/usr/bin/env bash
# Configures a Release build in build/ and builds it on all cores. Sourced by run and test.
set -euo pipefail
cmake -S "$ROOT" -B "$ROOT/build" -DCMAKE_BUILD_TYPE=Release
cmake --build "$ROOT/build" -j "$(nproc)"
