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
set(stage ${CMAKE_BINARY_DIR}/packaging/stage-data)
add_custom_command(
  OUTPUT ${BAGHCHAL_DATA_DEB}
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${stage}
  COMMAND ${CMAKE_COMMAND} -E env DESTDIR=${stage}
          ${CMAKE_COMMAND} --install ${CMAKE_BINARY_DIR} --component data
  COMMAND ${BAGHCHAL_MAKE_DEB} --root ${stage} ${BAGHCHAL_DEB_DOCS}
          --control ${CMAKE_BINARY_DIR}/packaging/baghchal-data.control
          --compress gzip --level 6 --out ${BAGHCHAL_DATA_DEB}
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${stage}
  DEPENDS baghchal_endgame_db ${CMAKE_BINARY_DIR}/bin/baghchal-endgame.db ${BAGHCHAL_BOOK}
          ${BAGHCHAL_MAKE_DEB} ${BAGHCHAL_SOURCE_DATE_EPOCH_FILE} ${CMAKE_CURRENT_LIST_DIR}/copyright
          ${CMAKE_CURRENT_LIST_DIR}/changelog
          ${CMAKE_BINARY_DIR}/packaging/baghchal-data.control
  COMMENT "Packing baghchal-data_${PROJECT_VERSION}_all.deb"
  VERBATIM)
add_custom_target(deb-data DEPENDS ${BAGHCHAL_DATA_DEB})
