#include <array>
#include <bit>
#include <vector>

#include "engine/db/Index.h"
#include "engine/solve/CubeBits.h"
#include "engine/solve/LayerSolver.h"
#include "engine/solve/RowBits.h"
#include "engine/util/Parallel.h"

// The goats-to-move pass. A goat drop keeps the tigers, so every child of row (captured, class)
// lies in the same row of the next layer with one goat more, and the parent's value is an OR
// over "one point added" of the child's values:
//
//   win(S)  = OR over empty p of tigersLose(S + p),   draw(S) = OR over empty p of draw(S + p).
//
// Indexed by the goat mask itself instead of the rank, that is a plain bit transform of the cube
// of all 2^21 sets: for a point p >= 6 the set S + p lies 2^(p-6) words further on, for p < 6 in
// the same word 2^p bits higher. So a row is solved in three steps: scatter the child row's
// losses and draws into the cube (two 256 KB bit arrays, L2-resident), OR the 21 neighbours of
// every word that can hold a parent set, and gather the parent row back in rank order. That is a
// few word operations per 64 sets instead of one rank and one table probe per drop and set.

namespace bagh::solve {
namespace {

constexpr std::size_t kCubeWords = std::size_t{1} << (kFreePoints - 6);

struct Cube {
    std::vector<std::uint64_t> loss = std::vector<std::uint64_t>(kCubeWords);
    std::vector<std::uint64_t> draw = std::vector<std::uint64_t>(kCubeWords);
    std::vector<std::uint64_t> upLoss = std::vector<std::uint64_t>(kCubeWords);
    std::vector<std::uint64_t> upDraw = std::vector<std::uint64_t>(kCubeWords);
};

inline void setBit(std::vector<std::uint64_t>& v, std::uint32_t i) {
    v[i >> 6] |= std::uint64_t{1} << (i & 63);
}
inline std::uint64_t getBit(const std::vector<std::uint64_t>& v, std::uint32_t i) {
    return v[i >> 6] >> (i & 63) & 1;
}

void solveRow(Layer& out, const Layer& child, int c, int cls, Cube& cube,
              std::vector<std::uint64_t>& win, std::vector<std::uint64_t>& draw) {
    const int goats = out.shape.goats[c];
    const GoatSets& sets = goatSets(goats);
    const GoatSets& childSets = goatSets(goats + 1);

    // Scatter: the child's tiger losses and draws, by goat mask. Slots hold 2 bits, so slot k
    // of a word is bit 2k of the masks.
    const std::uint64_t* cw = child.words.data() + child.shape.slotOf(c, cls, 0) / 32;
    const std::size_t childWords = (childSets.count + 31) / 32;
    for (std::size_t j = 0; j < childWords; ++j) {
        const SlotBits b = slotBits(cw[j]);
        const std::uint32_t* m = childSets.masks.data() + 32 * j;
        for (std::uint64_t x = b.loss; x; x &= x - 1) setBit(cube.loss, m[std::countr_zero(x) / 2]);
        for (std::uint64_t x = b.draw; x; x &= x - 1) setBit(cube.draw, m[std::countr_zero(x) / 2]);
    }

    // Transform: every word that can hold a parent set ORs in its one-point-larger neighbours.
    // Loads outside the child's words read zeros (the cube is cleared after each row).
    for (const std::uint32_t w : sets.cubeWords) {
        std::uint64_t l = addLowPoint(cube.loss[w]), d = addLowPoint(cube.draw[w]);
        for (int q = 0; q < kFreePoints - 6; ++q) {
            const std::uint32_t n = w | (1u << q);
            const std::uint64_t keep = std::uint64_t{w >> q & 1} - 1;  // all ones: point empty
            l |= cube.loss[n] & keep;
            d |= cube.draw[n] & keep;
        }
        cube.upLoss[w] = l;
        cube.upDraw[w] = d;
    }

    // Gather in rank order.
    win.assign(sets.words, 0);
    draw.assign(sets.words, 0);
    for (std::uint32_t r = 0; r < sets.count; ++r) {
        const std::uint32_t s = sets.masks[r];
        win[r >> 6] |= getBit(cube.upLoss, s) << (r & 63);
        draw[r >> 6] |= getBit(cube.upDraw, s) << (r & 63);
    }
    writeRow(out, out.shape.slotOf(c, cls, 0), sets, win.data(), draw.data());

    for (const std::uint32_t w : childSets.cubeWords) cube.loss[w] = cube.draw[w] = 0;
}

}  // namespace

void solveGoatsLayer(Layer& out, const Layer& child, int threads, const std::atomic<bool>* cancel) {
    const LayerShape& s = out.shape;
    forEachItem((s.maxCaptured + 1) * db::kTigerClasses, threads,
                [&](int item) {
                    thread_local Cube cube;
                    thread_local std::vector<std::uint64_t> win, draw;
                    solveRow(out, child, item / db::kTigerClasses, item % db::kTigerClasses, cube,
                             win, draw);
                },
                cancel);
}

}  // namespace bagh::solve
