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
