#include "engine/solve/SolvePlan.h"

#include <array>
#include <filesystem>
#include <fstream>

#include "engine/io/MappedFile.h"
#include "engine/solve/LayerFile.h"
#include "engine/solve/PlacementTables.h"

namespace fs = std::filesystem;

namespace bagh::solve {

int TableState::resumeLayer(int bottom) const {
    for (int layer = kTopLayer; layer >= bottom; --layer)
        if (!present[layer]) return layer;
    return -1;
}

TableState scanTables(const std::string& dir) {
    TableState state;
    std::string error;
    // The engine's own open: the same checks decide here what the engine will use later.
    const auto tables = PlacementTables::open({dir}, &error, &state.problems);
    if (tables)
        for (int layer = 0; layer < kLayers; ++layer)
            state.present[layer] = tables->hasLayer(layer);
    return state;
}

std::string verifyLayer(const std::string& dir, int layer) {
    const std::string path = (fs::path(dir) / layerFileName(layer)).string();
    // Mapped rather than read: the middle layers' files run to a few hundred MB.
    std::string error;
    const MappedFile file = MappedFile::open(path, &error);
    if (!file.isOpen()) return error;
    const std::string problem = validateLayerFile(file.data(), file.size(), layer, true);
    return problem.empty() ? problem : path + ": " + problem;
}

ResumePoint findResumePoint(const std::string& dir, int bottom) {
    ResumePoint r;
    const TableState state = scanTables(dir);
    r.refused = state.problems;
    r.first = state.resumeLayer(bottom);
    // The solver reads the tigers layer above its first (Solver.cpp, readChildLayer) and,
    // for one in the capture form, the stored layer two above that.
    while (r.first >= 0 && r.first < kTopLayer) {
        const int tigers = storedLayer(r.first + 1) ? r.first + 1 : r.first + 2;
        std::string problem = verifyLayer(dir, tigers);
        if (problem.empty() && tigers + 2 < kLayers) problem = verifyLayer(dir, tigers + 2);
        if (problem.empty()) break;
        r.redone.push_back(std::move(problem));
        ++r.first;
    }
    return r;
}

std::uint64_t positionsOf(int from, int to) {
    std::uint64_t n = 0;
    for (int layer = from; layer >= to; --layer) n += layerShape(layer).positions;
    return n;
}

std::uint64_t expectedBytes(int from, int to) {
    // The files of a full solve in format 3 (`du -sb` 841,075,051 bytes with the directory; the
    // odd layers 1, 3, ..., 39 in order, docs/FIGURES.md). Goats layers
    // take nothing: they are derived.
    static constexpr std::array<std::uint64_t, kLayers / 2> kStored = {
        188,      244,      68272,    650576,    2918772,   9022709,   21518910,
        41742756, 69094605, 97741151, 118744430, 124816126, 114103352, 91834894,
        65325472, 41134955, 23139859, 11732208,  5295301,   2186175};
    std::uint64_t n = 0;
    for (int layer = from; layer >= to; --layer)
        if (storedLayer(layer)) n += kStored[layer / 2];
    return n;
}

DirectoryCheck checkDirectory(const std::string& dir, std::uint64_t bytes) {
    using Problem = DirectoryCheck::Problem;
    DirectoryCheck check;
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) return {Problem::CannotCreate, ec.message(), 0};
    // Permissions alone do not tell (read-only mounts, ACLs): write a file.
    const fs::path probe = fs::path(dir) / ".baghchal-write-test";
    bool writable = false;
    {
        std::ofstream out(probe, std::ios::binary | std::ios::trunc);
        writable = out && (out << "ok") && out.flush();
    }
    fs::remove(probe, ec);
    if (!writable) return {Problem::NotWritable, {}, 0};
    const fs::space_info space = fs::space(dir, ec);
    if (!ec && space.available < bytes) return {Problem::NoSpace, {}, space.available};
    return check;
}

}  // namespace bagh::solve
