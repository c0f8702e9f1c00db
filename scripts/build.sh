#!/usr/bin/env bash
# Configures a Release build and builds it on all cores. Sourced by run and test.
# BUILD_DIR (default build/), EXTRA_CMAKE_ARGS and BUILD_TARGETS (default: everything) may be
# set by the caller.
set -euo pipefail
BUILD_DIR="${BUILD_DIR:-$ROOT/build}"
cmake -S "$ROOT" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release ${EXTRA_CMAKE_ARGS:-}
# shellcheck disable=SC2086  # BUILD_TARGETS is a list of words
cmake --build "$BUILD_DIR" -j "$(nproc)" ${BUILD_TARGETS:+--target $BUILD_TARGETS}
