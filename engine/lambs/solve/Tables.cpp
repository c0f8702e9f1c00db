#include "engine/lambs/solve/Tables.h"

#include <cstring>
#include <filesystem>

#include "engine/lambs/MoveGen.h"
#include "engine/lambs/solve/TableFile.h"
#include "engine/solve/BlockCodec.h"
#include "engine/solve/LayerFile.h"
#include "engine/solve/PlacementTables.h"

namespace bagh::lambs {

std::vector<std::string> lambsTableSearchPath(const std::string& explicitDir) {
    return solve::tableSearchPath(explicitDir);
}

LambsTables::LambsTables(const Variant& v)
    : variant_(v),
      index_(std::make_unique<SolveIndex>(v.board())),
      space_{index_.get(), v.board().goats(), v.capturesToWin()},
      shapes_(layerShapes(space_)),
      files_(space_.layers()) {}

std::unique_ptr<LambsTables> LambsTables::open(const Variant& variant,
                                               const std::vector<std::string>& dirs,
                                               std::string* error,
                                               std::vector<std::string>* warnings) {
    namespace fs = std::filesystem;
    std::unique_ptr<LambsTables> t(new LambsTables(variant));
    const std::string& name = variant.board().spec().name;
    for (int layer = 0; layer < t->space_.layers(); ++layer) {
        for (const std::string& dir : dirs) {
            const std::string path =
                (fs::path(dir) / tableFileName(name, t->space_.toWin, layer)).string();
            std::error_code ec;
            if (!fs::is_regular_file(path, ec)) continue;
            std::string problem;
            File f;
            f.file = MappedFile::open(path, &problem);
            if (f.file.isOpen())
                problem = validateTableFile(f.file.data(), f.file.size(), t->space_, layer);
            if (!problem.empty()) {
                if (warnings) warnings->push_back(path + ": " + problem);
                continue;
            }
            TableFileHeader h;
            std::memcpy(&h, f.file.data(), sizeof h);
            f.slotCount = h.slotCount;
            f.table = reinterpret_cast<const std::uint64_t*>(f.file.data() + sizeof h);
            f.payloadOffset = sizeof h + (h.blocks + 1) * sizeof(solve::BlockEntry);
            t->files_[layer] = std::move(f);
            break;
        }
    }
    if (t->layerCount() == 0) {
        if (error)
            *error = "no " + name + " tables for " + std::to_string(t->space_.toWin) +
                     " captures found" +
                     (dirs.empty() ? "" : " (first place looked: " + dirs.front() + ")");
        return nullptr;
    }
    return t;
}

int LambsTables::layerCount() const {
    int n = 0;
    for (const File& f : files_) n += f.file.isOpen();
    return n;
}

bool LambsTables::covers(int layer) const {
    if (hasLayer(layer)) return true;
    // Goats to move in the placement: even layers below the sliding phase.
    return layer >= 0 && layer < space_.topLayer() && layer % 2 == 0 && hasLayer(layer + 1);
}

bool LambsTables::decidesEverything() const {
    for (int layer = 0; layer < space_.layers(); ++layer)
        if (!covers(layer)) return false;
    return true;
}

GameValue LambsTables::probe(const Position& pos) const {
    const GameValue stored = probeStored(pos);
    if (stored != GameValue::Unknown || !pos.placementPhase() || pos.sideToMove() != Side::Goats)
        return stored;
    return probeThroughPlacements(pos);
}

GameValue LambsTables::probeThroughPlacements(const Position& pos) const {
    MoveList moves;
    generateMoves(variant_, pos, moves);
    bool draw = false, unknown = false;
    for (Move m : moves) {
        Position child = pos;
        child.makeMove(m);
        const GameResult r = result(variant_, child);
        // A placement that ends the game (the tigers left without a move) wins.
        const GameValue forTigers =
            r.over() ? (r.outcome == Outcome::TigersWin ? GameValue::Win : GameValue::Loss)
                     : probeStored(child);
        if (forTigers == GameValue::Loss) return GameValue::Win;
        draw = draw || forTigers == GameValue::Draw;
        unknown = unknown || forTigers == GameValue::Unknown;
    }
    if (unknown || moves.empty()) return GameValue::Unknown;
    return draw ? GameValue::Draw : GameValue::Loss;
}

GameValue LambsTables::probeStored(const Position& pos) const {
    const SolveSlot s = solveSlotOf(space_, shapes_, pos.tigers(), pos.goats(), pos.goatsInHand(),
                                    pos.goatsCaptured(), pos.sideToMove());
    if (s.layer < 0 || !hasLayer(s.layer)) return GameValue::Unknown;
    const File& f = files_[s.layer];
    std::lock_guard<std::mutex> lock(mutex_);
    const unsigned v = cache_.value(
        s.layer, s.slot,
        {&f.file, f.table, f.payloadOffset, f.slotCount, kTableBlockSlots, solve::Codec::Zstd});
    return v == solve::BlockCache::kUnreadable ? GameValue::Unknown : static_cast<GameValue>(v);
}

}  // namespace bagh::lambs
