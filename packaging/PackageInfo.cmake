# What the three Debian packages, baghchal (packaging/CMakeLists.txt), baghchal-data
# (DataPackage.cmake) and baghchal-tables (TablesPackage.cmake), say alike, kept in one place so
# they cannot drift apart. Plain settings, no include guard: each directory that includes it gets
# them.
set(BAGHCHAL_DEB_MAINTAINER "The Bagh-Chal developers <baghchal@users.noreply.github.com>")
set(BAGHCHAL_DEB_HOMEPAGE "https://github.com/baghchal/baghchal")
# The data package's file: the version is the project's, so each release of the program names the
# tables its own solver produced.
set(BAGHCHAL_TABLES_DEB_NAME baghchal-tables_${PROJECT_VERSION}_all.deb)
# Where the packages are built (the `deb` and `deb-data` targets, and the tests).
set(BAGHCHAL_DEB_DIR ${CMAKE_BINARY_DIR}/debs)
set(BAGHCHAL_DATA_DEB ${BAGHCHAL_DEB_DIR}/baghchal-data_${PROJECT_VERSION}_all.deb)
# The assembler every package goes through, and what each holds besides its files.
set(BAGHCHAL_MAKE_DEB ${CMAKE_CURRENT_LIST_DIR}/make-deb.sh)
set(BAGHCHAL_DEB_DOCS --copyright ${CMAKE_CURRENT_LIST_DIR}/copyright
                      --changelog ${CMAKE_CURRENT_LIST_DIR}/changelog)
set(BAGHCHAL_DEB_DOC_FILES ${CMAKE_CURRENT_LIST_DIR}/copyright ${CMAKE_CURRENT_LIST_DIR}/changelog)

# baghchal_add_deb(DEB COMPONENT CONTROL [OPTIONS make-deb options…] [DEPENDS files/targets…]):
# the command that stages the install component COMPONENT with `cmake --install` and packs it into
# DEB with make-deb.sh, again whenever the files, the control stanza, the documents or the build's
# SOURCE_DATE_EPOCH change.
function(baghchal_add_deb deb component control)
  cmake_parse_arguments(PARSE_ARGV 3 arg "" "" "OPTIONS;DEPENDS")
  set(stage ${CMAKE_BINARY_DIR}/packaging/stage-${component})
  get_filename_component(name ${deb} NAME)
  add_custom_command(
    OUTPUT ${deb}
    COMMAND ${CMAKE_COMMAND} -E rm -rf ${stage}
    COMMAND ${CMAKE_COMMAND} -E env DESTDIR=${stage}
            ${CMAKE_COMMAND} --install ${CMAKE_BINARY_DIR} --component ${component}
    COMMAND ${BAGHCHAL_MAKE_DEB} --root ${stage} ${BAGHCHAL_DEB_DOCS} --control ${control}
            ${arg_OPTIONS} --out ${deb}
    COMMAND ${CMAKE_COMMAND} -E rm -rf ${stage}
    DEPENDS ${arg_DEPENDS} ${control} ${BAGHCHAL_MAKE_DEB} ${BAGHCHAL_DEB_DOC_FILES}
            ${BAGHCHAL_SOURCE_DATE_EPOCH_FILE}
    COMMENT "Packing ${name}"
    VERBATIM)
endfunction()
