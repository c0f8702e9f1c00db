#include "engine/io/DataFiles.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <sstream>

namespace bagh {

namespace fs = std::filesystem;

std::string userDataDir() {
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        return (fs::path(xdg) / "baghchal").string();
    if (const char* home = std::getenv("HOME"); home && *home)
        return (fs::path(home) / ".local/share/baghchal").string();
    return ".";
}

std::vector<std::string> dataSearchDirs() {
    std::vector<std::string> dirs;
    auto add = [&dirs](const fs::path& p) {
        const std::string s = p.lexically_normal().string();
        if (std::find(dirs.begin(), dirs.end(), s) == dirs.end()) dirs.push_back(s);
    };
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) add(exe.parent_path());
    if (const char* list = std::getenv("BAGHCHAL_DATA_DIRS"); list && *list) {
        std::istringstream parts(list);
        for (std::string dir; std::getline(parts, dir, ':');)
            if (!dir.empty()) add(fs::path(dir));
    } else {
        if (!ec) add(exe.parent_path().parent_path() / "share/baghchal");
#ifdef BAGHCHAL_DATA_DIR
        add(fs::path(BAGHCHAL_DATA_DIR));
#endif
    }
    add(fs::path(userDataDir()));
    return dirs;
}

std::string findDataFile(const std::string& relative) {
    for (const std::string& dir : dataSearchDirs()) {
        const fs::path p = fs::path(dir) / relative;
        std::error_code ec;
        if (fs::is_regular_file(p, ec)) return p.string();
    }
    return "";
}

}  // namespace bagh
