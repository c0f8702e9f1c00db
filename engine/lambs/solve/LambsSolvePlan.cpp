#include "engine/lambs/solve/LambsSolvePlan.h"

#include <array>
#include <filesystem>

#include "engine/io/MappedFile.h"
#include "engine/lambs/solve/TableFile.h"

namespace fs = std::filesystem;

namespace bagh::lambs {
namespace {

// The space whose tables hold only the capture blocks from `captured` up: a checkpoint's.
SolveSpace checkpointSpace(const SolveSpace& space, int captured) {
    SolveSpace s = space;
    s.minCaptured = captured;
    return s;
}

// Whether a file exists and its header and block table fit layer `layer` of `space`; the
// reason when it exists but does not.
bool soundHeader(const std::string& path, const SolveSpace& space, int layer,
                 std::string* problem) {
    problem->clear();
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) return false;
    const MappedFile file = MappedFile::open(path, problem);
    if (!file.isOpen()) return false;
    *problem = validateTableFile(file.data(), file.size(), space, layer);
    if (!problem->empty()) *problem = path + ": " + *problem;
    return problem->empty();
}

}  // namespace

std::string tablePath(const SolveSpace& space, const std::string& dir, int layer) {
    const std::string& name = space.index->board().spec().name;
    return (fs::path(dir) / tableFileName(name, space.toWin, layer)).string();
}

std::string checkpointPath(const SolveSpace& space, const std::string& dir, int layer,
                           int captured) {
    const std::string& name = space.index->board().spec().name;
    return (fs::path(dir) / checkpointFileName(name, space.toWin, layer, captured)).string();
}

int TableState::resumeLayer(int bottom) const {
    const int top = static_cast<int>(present.size()) - 1;
    if (!present[top] || !present[top - 1]) return top;
    for (int layer = top - 2; layer >= bottom; --layer)
        if (!present[layer]) return layer;
    return -1;
}

TableState scanTables(const SolveSpace& space, const std::string& dir) {
    TableState state;
    state.present.assign(space.layers(), false);
    std::string problem;
    // Blocks below minCaptured are empty in this space's shapes: those layers hold nothing.
    for (int layer = 0; layer < space.layers(); ++layer) {
        state.present[layer] = soundHeader(tablePath(space, dir, layer), space, layer, &problem);
        if (!problem.empty()) state.problems.push_back(problem);
    }
    state.checkpoint = findCheckpoint(space, dir);
    return state;
}

int findCheckpoint(const SolveSpace& space, const std::string& dir) {
    const int top = space.topLayer();
    for (int c = space.minCaptured + 1; c < space.toWin; ++c) {
        const SolveSpace part = checkpointSpace(space, c);
        std::string problem;
        if (soundHeader(checkpointPath(space, dir, top, c), part, top, &problem) &&
            soundHeader(checkpointPath(space, dir, top - 1, c), part, top - 1, &problem))
            return c;
    }
    return -1;
}

void removeCheckpoints(const SolveSpace& space, const std::string& dir, int keep) {
    std::error_code ec;
    for (int c = space.minCaptured + 1; c < space.toWin; ++c)
        if (c != keep)
            for (int layer : {space.topLayer(), space.topLayer() - 1})
                fs::remove(checkpointPath(space, dir, layer, c), ec);
}

ResumePoint findResumePoint(const SolveSpace& space, const std::string& dir, int bottom) {
    ResumePoint r;
    const TableState state = scanTables(space, dir);
    const int top = space.topLayer();
    r.refused = state.problems;
    r.first = state.resumeLayer(bottom);
    // The solve reads the layer above its first whole (Solve.h, readLayer).
    while (r.first >= 0 && r.first < top) {
        std::string problem =
            verifyTableFile(tablePath(space, dir, r.first + 1), space, r.first + 1);
        if (problem.empty()) break;
        r.redone.push_back(std::move(problem));
        r.first = r.first + 1 >= top - 1 ? top : r.first + 1;  // the sliding layers come together
    }
    if (r.first == top && state.checkpoint >= 0) {
        const SolveSpace part = checkpointSpace(space, state.checkpoint);
        r.checkpoint = state.checkpoint;
        for (int layer : {top, top - 1}) {
            std::string problem =
                verifyTableFile(checkpointPath(space, dir, layer, r.checkpoint), part, layer);
            if (problem.empty()) continue;
            r.redone.push_back(std::move(problem));
            r.checkpoint = -1;
            break;
        }
    }
    return r;
}

namespace {

// Time per position, relative (docs/FIGURES.md): the sliding phase's layers 18 each, a
// tigers' placement layer 8, a goats' one 1 (fitted to the three measured full solves: 0.36,
// 0.08 and 0.01 us per position on two loaded cores).
double weightOf(const SolveSpace& space, int layer) {
    if (layer >= space.topLayer() - 1) return 18;
    return sideOf(layer) == Side::Tigers ? 8 : 1;
}

}  // namespace

double solveWork(const SolveSpace& space, int from, int to) {
    double work = 0;
    for (int layer = from; layer >= to; --layer)
        work += weightOf(space, layer) * double(layerShape(space, layer).positions);
    return work;
}

double slidingWorkDone(const SolveSpace& space, int captured) {
    // Both sliding layers have the same blocks; a block's share is its share of the positions.
    const LayerShape top = layerShape(space, space.topLayer());
    double done = 0;
    for (int c = std::max(captured, space.minCaptured); c <= top.maxCaptured; ++c)
        done += double(top.sets[c]) * space.index->classes();
    return 2 * weightOf(space, space.topLayer()) * done;
}

std::uint64_t expectedBytes(const SolveSpace& space, int from, int to) {
    // The file sizes of the full solves (docs/FIGURES.md; layer 0 first), by captures to win.
    using Sizes = std::array<std::uint32_t, 31>;
    static constexpr Sizes kW5 = {
        392,      1545,     2452,     10375,    16954,    61303,    100484,   245361,
        412318,   794272,   1304647,  2132399,  3319083,  4817424,  6995291,  9228059,
        12384822, 15483439, 19075805, 21808611, 25014455, 26824311, 28436503, 28203199,
        28339108, 25521603, 25164582, 20123536, 19487661, 13933447, 14740997};
    static constexpr Sizes kW6 = {
        392,      1545,     2452,     10375,    16954,    61303,    100484,   245361,
        412318,   772024,   1300382,  1958975,  3275935,  4192283,  6779690,  7705390,
        11753214, 12720478, 17697089, 17998434, 22757171, 22616934, 25626014, 25216732,
        25451037, 25354732, 23516518, 23208382, 20511360, 19010499, 17816977};
    static constexpr Sizes kW15 = {
        392,      1545,     2452,     10375,    16954,    61303,    100484,   245361,
        412318,   772024,   1300382,  1936597,  3271705,  3993621,  6731435,  6871169,
        11488504, 10306323, 16780883, 12620844, 20357477, 12975907, 20665826, 10820084,
        17228585, 7847595,  12244570, 5474611,  7792111,  4739866,  5789949};
    const Sizes* measured = nullptr;
    if (space.index->board().spec().name == "lambs" && space.minCaptured == 0 &&
        space.layers() == 31)
        measured = space.toWin == 5    ? &kW5
                   : space.toWin == 6  ? &kW6
                   : space.toWin == 15 ? &kW15
                                       : nullptr;
    std::uint64_t bytes = 0;
    for (int layer = from; layer >= to; --layer)
        // Otherwise a generous guess: the measured files hold 0.02-0.04 bytes a position.
        bytes += measured ? (*measured)[layer] : layerShape(space, layer).positions / 16 + 4096;
    return bytes;
}

}  // namespace bagh::lambs
