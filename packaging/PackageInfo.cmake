# What the two Debian packages, baghchal (packaging/CMakeLists.txt, cpack) and baghchal-tables
# (packaging/TablesPackage.cmake), say alike, kept in one place so they cannot drift apart.
# Plain settings, no include guard: each directory that includes it gets them.
set(BAGHCHAL_DEB_MAINTAINER "The Bagh-Chal developers <baghchal@users.noreply.github.com>")
set(BAGHCHAL_DEB_HOMEPAGE "https://github.com/baghchal/baghchal")
# The data package's file: the version is the project's, so each release of the program names the
# tables its own solver produced.
set(BAGHCHAL_TABLES_DEB_NAME baghchal-tables_${PROJECT_VERSION}_all.deb)
