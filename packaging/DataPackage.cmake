# baghchal-data: what the game and the engine read that is the same on every architecture, the
# endgame database (built here, at packaging time: docs/PACKAGING.md says why) and the opening
# book, as an architecture-independent package that baghchal depends on at the same version:
#
#   cmake --build build --target deb-data     # build/debs/baghchal-data_<version>_all.deb
#
# It needs the engine alone (the database is its output), so an engine-only build makes it too:
# packaging/check-reproducible.sh --data-only builds it a second time that way and compares.
# The files are the install component `data` (engine/CMakeLists.txt), staged with
# `cmake --install` and packed by make-deb.sh with gzip -6: the database packs to 18%, the book
# is zstd blocks already, and xz, even at level 1, spent 12 times the CPU (111 s against 9 s,
# most of it on the book) for a package 1% smaller (docs/PACKAGING.md).
include(${CMAKE_CURRENT_LIST_DIR}/PackageInfo.cmake)
configure_file(${CMAKE_CURRENT_LIST_DIR}/baghchal-data.control.in
               ${CMAKE_BINARY_DIR}/packaging/baghchal-data.control @ONLY)
baghchal_add_deb(${BAGHCHAL_DATA_DEB} data ${CMAKE_BINARY_DIR}/packaging/baghchal-data.control
  OPTIONS --compress gzip --level 6
  DEPENDS baghchal_endgame_db ${CMAKE_BINARY_DIR}/bin/baghchal-endgame.db ${BAGHCHAL_BOOK})
add_custom_target(deb-data DEPENDS ${BAGHCHAL_DATA_DEB})
