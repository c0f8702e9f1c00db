# Reproducible builds: the same commit built in two folders gives byte-identical programs and
# packages (packaging/check-reproducible.sh compares them; docs/PACKAGING.md#reproducible).
#
# No build path in a binary: __FILE__, debug information and assertion texts name the source and
# build folders relative to them (the build folder last, as it may lie inside the source folder
# and the last matching map wins). Under ccache the compiler is given relative paths already
# (its base_dir), and the map, part of the command line ccache hashes, would keep it from sharing
# objects between two folders; the package test checks the programs for a build path either way
# (packaging/check-deb.sh).
set(map_default ON)
if(CMAKE_CXX_COMPILER_LAUNCHER MATCHES "ccache")
  set(map_default OFF)
endif()
option(BAGHCHAL_PREFIX_MAP "Compile with -ffile-prefix-map (default: unless under ccache)"
       ${map_default})
if(BAGHCHAL_PREFIX_MAP AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  add_compile_options(-ffile-prefix-map=${PROJECT_SOURCE_DIR}/=
                      -ffile-prefix-map=${PROJECT_BINARY_DIR}/=)
endif()

# One time for everything the build stamps: SOURCE_DATE_EPOCH from the environment, else the
# time of the commit configured (git), else none (the stamps are then the build's own). Qt's rcc
# writes each embedded file's modification time into the resources (the .qm translations are
# made during the build), unless SOURCE_DATE_EPOCH is set while it runs: every custom command
# of the build (rcc, lrelease, the packages' scripts) runs with it.
set(BAGHCHAL_SOURCE_DATE_EPOCH "$ENV{SOURCE_DATE_EPOCH}")
if(NOT BAGHCHAL_SOURCE_DATE_EPOCH)
  find_package(Git QUIET)
  if(GIT_EXECUTABLE)
    execute_process(COMMAND ${GIT_EXECUTABLE} log -1 --format=%ct
                    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                    OUTPUT_VARIABLE BAGHCHAL_SOURCE_DATE_EPOCH OUTPUT_STRIP_TRAILING_WHITESPACE
                    ERROR_QUIET)
  endif()
endif()
if(BAGHCHAL_SOURCE_DATE_EPOCH MATCHES "^[0-9]+$")
  set_property(GLOBAL PROPERTY RULE_LAUNCH_CUSTOM
               "${CMAKE_COMMAND} -E env SOURCE_DATE_EPOCH=${BAGHCHAL_SOURCE_DATE_EPOCH}")
else()
  set(BAGHCHAL_SOURCE_DATE_EPOCH "")
  message(STATUS "No SOURCE_DATE_EPOCH and no git commit: the build's time stamps are its own")
endif()
# The time chosen, for check-reproducible.sh's second build, and for the packages to depend on:
# rewritten only when it changes, so a new time packs them again.
set(BAGHCHAL_SOURCE_DATE_EPOCH_FILE ${PROJECT_BINARY_DIR}/packaging/source-date-epoch)
file(CONFIGURE OUTPUT ${BAGHCHAL_SOURCE_DATE_EPOCH_FILE} CONTENT "${BAGHCHAL_SOURCE_DATE_EPOCH}\n")
