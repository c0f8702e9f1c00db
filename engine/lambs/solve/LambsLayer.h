// The tables of a Lambs solve, layer by layer, and one layer in memory (2-bit values packed 32
// to a 64-bit word).
//
// Layer = plies of the placement: goats to move after p placements is layer 2p, tigers to move
// right after the p-th placement layer 2p - 1. With N goats, layer 2N (goats to move, every goat
// placed) is the sliding phase with goats to move and layer 2N - 1 (tigers to move after the last
// placement) the sliding phase with tigers to move: the retrograde database (SlidingSolver.h)
// fills those two, the backward passes (PlacementSolver.h) the rest.
//
// A layer holds a block per capture count c = 0..min(layer / 2, W - 1) (each capture costs a
// tiger move; W captures end the game), with placed - c goats on the board (placed = N for the
// sliding layers). A block is a row per tiger class of C(free, goats) slots, padded to a
// multiple of 32 so that each row owns whole words and threads can fill rows side by side.
#pragma once

#include "engine/solve/Layer.h"

#include <cstdint>
#include <vector>

#include "engine/core/Types.h"
#include "engine/lambs/solve/Index.h"

namespace bagh::lambs {

// Slot values for the side to move; the numbers are GameValue's. 0 marks padding.
enum : std::uint8_t { kPad = 0, kWin = 1, kDraw = 2, kLoss = 3 };

// What a solve covers: a board (through its index) and the captures that win.
struct SolveSpace {
    const SolveIndex* index = nullptr;
    int goats = 0;  // N, every goat of the board
    int toWin = 0;  // W, 1..N
    // Only capture blocks c >= minCaptured are solved (0: the whole game). The blocks with many
    // captures never lead to fewer, so a partial solve is exact where it reaches: the tests
    // solve the real board's late blocks this way.
    int minCaptured = 0;
    int layers() const { return 2 * goats + 1; }  // 0..2N
    int topLayer() const { return 2 * goats; }
};

struct LayerShape {
    int layer = 0;
    int placed = 0;
    Side side = Side::Goats;
    int maxCaptured = 0;
    std::vector<int> goats;             // per capture count 0..maxCaptured
    std::vector<std::uint32_t> sets;    // C(free, goats)
    std::vector<std::uint32_t> stride;  // sets rounded up to a multiple of 32
    std::vector<std::uint64_t> offset;  // first slot of each block, and the total
    std::uint64_t slotCount = 0;
    std::uint64_t positions = 0;  // without padding
    std::uint64_t slotOf(int c, int cls, std::uint32_t rank) const {
        return offset[c] + std::uint64_t(cls) * stride[c] + rank;
    }
};

constexpr int placedOf(int layer) { return (layer + 1) / 2; }
constexpr Side sideOf(int layer) { return layer % 2 ? Side::Tigers : Side::Goats; }
LayerShape layerShape(const SolveSpace& space, int layer);

struct Layer {
    LayerShape shape;
    std::vector<std::uint64_t> words;

    Layer() = default;
    explicit Layer(LayerShape s) : shape(std::move(s)), words((shape.slotCount + 31) / 32, 0) {}

    unsigned get(std::uint64_t slot) const {
        return static_cast<unsigned>(words[slot >> 5] >> ((slot & 31) * 2)) & 3u;
    }
    // Not atomic: the caller owns the word (its row).
    void set(std::uint64_t slot, unsigned v) {
        std::uint64_t& w = words[slot >> 5];
        const int shift = static_cast<int>(slot & 31) * 2;
        w = (w & ~(std::uint64_t{3} << shift)) | (std::uint64_t{v} << shift);
    }
};

// Value counts (win, draw, loss for the side to move), padding excluded: Bagh-Chal's count.
using solve::LayerCounts;
inline LayerCounts countValues(const Layer& layer) { return solve::countPackedValues(layer.words); }

// The layer and slot of a position, or layer -1 when the tables do not hold it (the game is
// over, or the piece counts do not fit the board).
struct SolveSlot {
    int layer = -1;
    std::uint64_t slot = 0;
};
SolveSlot solveSlotOf(const SolveSpace& space, Mask tigers, Mask goats, int inHand, int captured,
                      Side side);
// The same with the shapes of every layer at hand (layerShapes()), for probes.
SolveSlot solveSlotOf(const SolveSpace& space, const std::vector<LayerShape>& shapes, Mask tigers,
                      Mask goats, int inHand, int captured, Side side);
std::vector<LayerShape> layerShapes(const SolveSpace& space);  // layers 0..2N

}  // namespace bagh::lambs
