#include "engine/solve/PlacementTables.h"

#include <algorithm>
#include <cstring>
#include <filesystem>

#include "engine/db/Index.h"
#include "engine/io/DataFiles.h"
#include "engine/solve/BlockCodec.h"
#include "engine/solve/LayerFile.h"
#include "engine/solve/Solver.h"

namespace bagh::solve {
std::vector<std::string> tableSearchPath(const std::string& explicitDir) {
    namespace fs = std::filesystem;
    std::vector<std::string> dirs;
    if (!explicitDir.empty())
        dirs.push_back(explicitDir);
    else if (const char* env = std::getenv("BAGHCHAL_TABLES"); env && *env)
        dirs.push_back(env);
    // A full solve sits at the top of a data directory, the shipped book in its book/.
    for (const std::string& dir : dataSearchDirs()) {
        dirs.push_back(dir);
        dirs.push_back((fs::path(dir) / "book").string());
    }
    return dirs;
}

std::unique_ptr<PlacementTables> PlacementTables::open(const std::vector<std::string>& dirs,
                                                       std::string* error,
                                                       std::vector<std::string>* warnings) {
    namespace fs = std::filesystem;
    std::unique_ptr<PlacementTables> t(new PlacementTables());
    for (int layer = 0; layer < kLayers; ++layer) {
        for (const std::string& dir : dirs) {
            const std::string path = (fs::path(dir) / layerFileName(layer)).string();
            std::error_code ec;
            if (!fs::is_regular_file(path, ec)) continue;
            std::string problem;
            File f;
            f.file = MappedFile::open(path, &problem);
            if (f.file.isOpen()) {
                problem = validateLayerFile(f.file.data(), f.file.size(), layer, false);
                if (!problem.empty()) problem = path + ": " + problem;
            }
            if (!problem.empty()) {
                if (warnings) warnings->push_back(problem);
                continue;
            }
            LayerFileHeader h;
            std::memcpy(&h, f.file.data(), sizeof h);
            f.blocks = h.blocks;
            f.blockSlots = h.blockSlots;
            f.slotCount = h.slotCount;
            f.codec = codecOf(h.formatVersion);
            f.table = reinterpret_cast<const std::uint64_t*>(f.file.data() + sizeof h);
            f.payloadOffset = sizeof h + (h.blocks + 1) * sizeof(BlockEntry);
            t->files_[layer] = std::move(f);
            break;
        }
    }
    // A goats-to-move layer without a file of its own is answered from the tigers layer above.
    for (int layer = kLayers - 1; layer >= 0; --layer)
        t->answerable_[layer] = t->files_[layer].file.isOpen() ||
                                (!storedLayer(layer) && t->files_[layer + 1].file.isOpen());
    if (t->layerCount() == 0) {
        if (error) *error = "no placement tables found in " + dirs.front();
        return nullptr;
    }
    return t;
}

bool PlacementTables::complete() const { return layerCount() == kLayers; }

int PlacementTables::layerCount() const {
    int n = 0;
    for (const bool a : answerable_) n += a;
    return n;
}

namespace {

// Values as 2-bit codes for the side to move: kWin, kDraw, kLoss; kPad never answers, and
// kUnreadable stands for a damaged block.
constexpr unsigned kUnreadable = BlockCache::kUnreadable;

constexpr unsigned flip(unsigned v) {
    return v == kWin ? unsigned{kLoss} : v == kLoss ? unsigned{kWin} : v;
}
// The better of two codes for the side they belong to: a smaller code.
constexpr unsigned better(unsigned a, unsigned b) { return a < b ? a : b; }

const LayerShape& shapeOf(int layer) {
    static const std::array<LayerShape, kLayers> shapes = [] {
        std::array<LayerShape, kLayers> a{};
        for (int l = 0; l < kLayers; ++l) a[l] = layerShape(l);
        return a;
    }();
    return shapes[layer];
}

// A board's row (tiger class) and its goats over the class's free points; placements are
// added to the mask one point at a time.
struct Row {
    int cls = 0;
    int sym = 0;
    std::uint32_t goats = 0;
    std::uint32_t pointBit(Square x) const {
        const db::IndexTables& t = db::indexTables();
        const Bitboard img = sym ? db::transformFast(t, bit(x), sym) : bit(x);
        return 1u << t.freeIndex[cls][lsb(img)];
    }
};

Row rowOf(Bitboard tigers, Bitboard goats) {
    const db::IndexTables& t = db::indexTables();
    const db::TigerInfo info = t.tiger[db::tigerRank(t, tigers)];
    const Bitboard g = info.sym ? db::transformFast(t, goats, info.sym) : goats;
    return {info.cls, info.sym, freeMaskOf(info.cls, g)};
}

std::uint64_t slotIn(int layer, int captured, const Row& row, std::uint32_t goats) {
    return shapeOf(layer).slotOf(captured, row.cls, rankOf(rankTables(), goats));
}

// The goats' best placement (goats-to-move `layer`, its board's `row`) from the tigers layer
// above, read through `stored`: every placement keeps the tigers, so the children lie in one
// row of that layer.
template <class Stored>
unsigned bestPlacement(int layer, Bitboard occupied, const Row& row, int captured, Stored stored) {
    unsigned best = kUnreadable;
    for (Bitboard empty = ~occupied & kFullBoard; empty;) {
        const std::uint32_t goatsAfter = row.goats | row.pointBit(popLsb(empty));
        const unsigned v = stored(layer + 1, slotIn(layer + 1, captured, row, goatsAfter));
        if (v == kPad || v == kUnreadable) return kUnreadable;
        best = better(best, flip(v));
        if (best == kWin) break;
    }
    return best;
}

}  // namespace

GameValue PlacementTables::probe(const Position& pos) const {
    const PlacementSlot s = placementSlotOf(pos);
    if (s.layer < 0 || !hasLayer(s.layer)) return GameValue::Unknown;
    std::lock_guard<std::mutex> lock(mutex_);
    const unsigned v =
        files_[s.layer].file.isOpen()
            ? stored(s.layer, s.slot)
            : bestPlacement(s.layer, pos.occupied(), rowOf(pos.tigers(), pos.goats()),
                            pos.goatsCaptured(),
                            [this](int layer, std::uint64_t slot) { return stored(layer, slot); });
    return v >= kWin && v <= kLoss ? static_cast<GameValue>(v) : GameValue::Unknown;
}

GameValue PlacementTables::probeSlot(int layer, std::uint64_t slot) const {
    if (layer < 0 || layer >= kLayers) return GameValue::Unknown;
    Position pos;
    if (!positionOfSlot(shapeOf(layer), slot, &pos)) return GameValue::Unknown;
    return probe(pos);
}

unsigned PlacementTables::stored(int layer, std::uint64_t slot) const {
    const File& f = files_[layer];
    if (!f.file.isOpen() || slot >= f.slotCount) return kUnreadable;
    return cache_.value(layer, slot,
                        {&f.file, f.table, f.payloadOffset, f.slotCount, f.blockSlots, f.codec});
}

}  // namespace bagh::solve
