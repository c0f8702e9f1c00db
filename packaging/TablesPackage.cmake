# baghchal-tables: the solved placement tables, and the solved Lambs and Tigers tables of the
# captures rule the New Game dialog offers first, as an architecture-independent Debian package,
# which the main package recommends (as GNU Backgammon ships its databases in gnubg-data). The
# files go straight into the installed data directory, CMAKE_INSTALL_FULL_DATADIR/baghchal
# (/usr/share/baghchal), where the engine and the game look for tables with no setting
# (engine/io/DataFiles.h; PlacementTables' and LambsTables' tableSearchPath read a data directory
# itself as a full solve). Included from the top level, not packaging/CMakeLists.txt: the package
# needs the engine only, so it builds without the Qt app too.
#
#   cmake -DBAGHCHAL_TABLES_PACKAGE=ON … && cmake --build build --target tables-package
#
# solves the whole placement phase at zstd level 15 (8 to 9 minutes on two cores, 1.3 GB of
# memory; 719 MB of tables), then Lambs and Tigers under its rule (every goat: 4 to 14 minutes,
# 0.9 GB; 203 MB), and writes build/debs/baghchal-tables_<version>_all.deb (docs/FIGURES.md has the
# whole target's time and the package's size); the tables-package-check target checks that
# package (packaging/check-tables-deb.sh). The CTest test tables_package builds a package of its
# own from layers 39..35 and Lambs' layers 30..26 (one capture to win) and checks it, whatever
# the option.
include(${CMAKE_CURRENT_LIST_DIR}/PackageInfo.cmake)

option(BAGHCHAL_TABLES_PACKAGE
       "Add the target tables-package: solve the placement phase, build baghchal-tables (.deb)" OFF)
# Only the bottom of the range is a choice: a solve into a fresh directory must start at layer 39,
# the one that reads the endgame database.
set(BAGHCHAL_TABLES_TO_LAYER 0 CACHE STRING
    "Lowest layer the tables-package solve reaches (0: the whole placement phase)")
set(BAGHCHAL_TABLES_THREADS 0 CACHE STRING "Threads for the tables-package solve (0: all cores)")
# The Lambs and Tigers rule whose tables the package holds: the one the New Game dialog offers
# first (app/dialogs/NewGameDialog.cpp: "Every goat taken", GameSetup's lambsCaptures 0), so a
# Lambs game started as it comes is analysed exactly from its first move. none: no Lambs tables.
set(BAGHCHAL_TABLES_LAMBS_CAPTURES all CACHE STRING
    "Lambs and Tigers rule of the tables-package (1..15 or all captures to win, or none)")
# A package is built once and downloaded many times: its solve compresses harder than a user's
# (engine/solve/BlockCodec.h). The test builds its package at the same level.
set(BAGHCHAL_TABLES_ZSTD_LEVEL 15 CACHE STRING
    "zstd level of the tables-package files (1..19; a user's solve writes 3)")
if(NOT BAGHCHAL_TABLES_ZSTD_LEVEL MATCHES "^[0-9]+$" OR BAGHCHAL_TABLES_ZSTD_LEVEL LESS 1
   OR BAGHCHAL_TABLES_ZSTD_LEVEL GREATER 19)
  message(FATAL_ERROR "BAGHCHAL_TABLES_ZSTD_LEVEL must be a zstd level, 1..19")
endif()

set(BAGHCHAL_TABLES_SCRIPT ${CMAKE_CURRENT_LIST_DIR}/build-tables-deb.sh)
# The endgame database beside the engine (engine/CMakeLists.txt makes it there).
set(BAGHCHAL_TABLES_DB ${CMAKE_BINARY_DIR}/bin/baghchal-endgame.db)
# What the target and the test both tell build-tables-deb.sh.
set(BAGHCHAL_TABLES_OPTIONS
    --engine $<TARGET_FILE:baghchal-engine> --db ${BAGHCHAL_TABLES_DB}
    --version ${PROJECT_VERSION} --maintainer ${BAGHCHAL_DEB_MAINTAINER}
    --homepage ${BAGHCHAL_DEB_HOMEPAGE} --datadir ${CMAKE_INSTALL_FULL_DATADIR}/baghchal
    --level ${BAGHCHAL_TABLES_ZSTD_LEVEL})

if(BAGHCHAL_TABLES_PACKAGE)
  if(NOT BAGHCHAL_TABLES_TO_LAYER MATCHES "^[0-9]+$" OR BAGHCHAL_TABLES_TO_LAYER GREATER 39)
    message(FATAL_ERROR "BAGHCHAL_TABLES_TO_LAYER must be a layer, 0..39")
  endif()
  if(NOT BAGHCHAL_TABLES_THREADS MATCHES "^[0-9]+$")
    message(FATAL_ERROR "BAGHCHAL_TABLES_THREADS must be a number (0: all cores)")
  endif()
  if(NOT BAGHCHAL_TABLES_LAMBS_CAPTURES MATCHES "^([1-9]|1[0-5]|all|none)$")
    message(FATAL_ERROR "BAGHCHAL_TABLES_LAMBS_CAPTURES must be 1..15, all or none")
  endif()
  set(deb ${BAGHCHAL_DEB_DIR}/${BAGHCHAL_TABLES_DEB_NAME})
  # A change of range is a change of package, but Makefile generators do not rerun a command
  # whose arguments changed: the range is also written to a file the command depends on
  # (rewritten only when it changes).
  set(range ${CMAKE_BINARY_DIR}/tables-package/range.txt)
  file(CONFIGURE OUTPUT ${range}
       CONTENT "layers 39..${BAGHCHAL_TABLES_TO_LAYER} level ${BAGHCHAL_TABLES_ZSTD_LEVEL} lambs ${BAGHCHAL_TABLES_LAMBS_CAPTURES}\n")
  set(work ${CMAKE_BINARY_DIR}/tables-package/work)
  # The solves rerun only when the engine, the database, the range or the packaging changes.
  add_custom_command(
    OUTPUT ${deb}
    COMMAND ${BAGHCHAL_TABLES_SCRIPT} ${BAGHCHAL_TABLES_OPTIONS}
            --work ${work} --deb ${deb}
            --to-layer ${BAGHCHAL_TABLES_TO_LAYER} --threads ${BAGHCHAL_TABLES_THREADS}
            --lambs-captures ${BAGHCHAL_TABLES_LAMBS_CAPTURES}
    DEPENDS baghchal-engine baghchal_endgame_db ${BAGHCHAL_TABLES_DB} ${range}
            ${BAGHCHAL_TABLES_SCRIPT} ${BAGHCHAL_MAKE_DEB} ${CMAKE_CURRENT_LIST_DIR}/copyright
            ${CMAKE_CURRENT_LIST_DIR}/changelog
            ${CMAKE_CURRENT_LIST_DIR}/baghchal-tables.lintian-overrides
    COMMENT "Solving the placement phase (layers 39..${BAGHCHAL_TABLES_TO_LAYER}) and Lambs and Tigers (captures ${BAGHCHAL_TABLES_LAMBS_CAPTURES}) for ${BAGHCHAL_TABLES_DEB_NAME}"
    VERBATIM USES_TERMINAL)
  add_custom_target(tables-package DEPENDS ${deb})
  # The package just built, checked as the test checks its own (packaging/check-tables-deb.sh),
  # against the solves kept in ${work}; with Lambs' layer 0 in it, the start must be analysed
  # as an exact draw by an engine that finds the tables only there.
  add_custom_target(tables-package-check
    COMMAND ${CMAKE_CURRENT_LIST_DIR}/check-tables-deb.sh
            ${CMAKE_BINARY_DIR}/tables-package/check ${CMAKE_INSTALL_FULL_BINDIR}
            ${BAGHCHAL_TABLES_OPTIONS} --deb ${deb} --work ${work}
            --lambs-captures ${BAGHCHAL_TABLES_LAMBS_CAPTURES}
    COMMENT "Checking ${BAGHCHAL_TABLES_DEB_NAME}"
    VERBATIM USES_TERMINAL)
  # On the target, not the file: two targets on one command's output could run it twice.
  add_dependencies(tables-package-check tables-package)
endif()

# The test: a partial solve packaged and checked (packaging/check-tables-deb.sh), all below the
# build tree. Its solve runs on two threads, so under `ctest -j2` it runs alone.
add_test(NAME tables_package
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/check-tables-deb.sh
                 ${CMAKE_BINARY_DIR}/tables-package-test ${CMAKE_INSTALL_FULL_BINDIR}
                 ${BAGHCHAL_TABLES_OPTIONS})
# Its package is one of the three that lintian_packages checks (packaging/CMakeLists.txt).
set_tests_properties(tables_package PROPERTIES LABELS package PROCESSORS 2 TIMEOUT 600
                     FIXTURES_SETUP baghchal_tables_deb)
# The build's one time stamp, as every packing step has it (Reproducible.cmake): a test is no
# custom command, so without it dpkg-deb stamped the package with the hour it ran.
if(BAGHCHAL_SOURCE_DATE_EPOCH)
  set_tests_properties(tables_package PROPERTIES
                       ENVIRONMENT SOURCE_DATE_EPOCH=${BAGHCHAL_SOURCE_DATE_EPOCH})
endif()
