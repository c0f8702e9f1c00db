// The read side of a Lambs solve: open the layer files of one captures-to-win rule, map them,
// and answer the exact value of any position whose layer is present.
#pragma once

#include <array>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "engine/io/MappedFile.h"
#include "engine/lambs/Position.h"
#include "engine/lambs/solve/LambsLayer.h"
#include "engine/solve/BlockCache.h"

namespace bagh::lambs {

class LambsTables {
public:
    // Maps every valid layer file of `variant` found in the directories (for each layer the
    // first directory that has a valid one wins). Damaged or foreign files are refused, each
    // with a line in *warnings. Returns nullptr, with *error set, when no layer was found.
    static std::unique_ptr<LambsTables> open(const Variant& variant,
                                             const std::vector<std::string>& dirs,
                                             std::string* error,
                                             std::vector<std::string>* warnings = nullptr);

    const SolveSpace& space() const { return space_; }
    bool hasLayer(int layer) const {
        return layer >= 0 && layer < space_.layers() && files_[layer].file.isOpen();
    }
    int layerCount() const;
    bool complete() const { return layerCount() == space_.layers(); }

    // The exact value for the side to move, or Unknown when the tables do not hold the
    // position (game over, layer absent, damaged block). A goats' placement layer that is
    // absent is read through the tigers' layer after it: the best value over the goats'
    // placements (one probe each), as the main package ships only the tigers' layers of the
    // placement (resources/book/README.md). Thread-safe.
    GameValue probe(const Position& pos) const;
    // The same from the position's own layer file only (Unknown where it is absent): one block
    // read, for the search's interior, which reaches the tigers' layer a ply later anyway.
    GameValue probeStored(const Position& pos) const;
    // Whether probe answers every position of `layer`: its file, or for a goats' placement
    // layer the tigers' layer after it.
    bool covers(int layer) const;
    // Every layer covered: the rule is solved from the first move to the last.
    bool decidesEverything() const;

    LambsTables(const LambsTables&) = delete;
    LambsTables& operator=(const LambsTables&) = delete;

private:
    explicit LambsTables(const Variant& v);
    GameValue probeThroughPlacements(const Position& pos) const;  // goats to place, derived

    struct File {
        MappedFile file;
        const std::uint64_t* table = nullptr;  // offset, checksum pairs
        std::uint64_t payloadOffset = 0;
        std::uint64_t slotCount = 0;
    };
    Variant variant_;
    std::unique_ptr<SolveIndex> index_;
    SolveSpace space_;
    std::vector<LayerShape> shapes_;
    std::vector<File> files_;

    // The decompressed blocks (under mutex_), as solve::PlacementTables keeps them.
    mutable std::mutex mutex_;
    solve::BlockCache cache_{64};
};

// The directories searched for Lambs tables: as solve::tableSearchPath (explicit directory or
// $BAGHCHAL_TABLES, then every data directory and its book/).
std::vector<std::string> lambsTableSearchPath(const std::string& explicitDir);

}  // namespace bagh::lambs
