// A row of a layer held as two bit vectors over the goat-set ranks while a pass works on it:
// `win` and `draw` for the side to move (neither: loss). Bit vectors let a pass combine 64 sets
// per word operation; the row is packed into 2-bit slots only when it is done.
#pragma once

#include <cstdint>

#include "engine/solve/GoatSets.h"
#include "engine/solve/Layer.h"

namespace bagh::solve {

// Spreads the 32 bits of x to the even bits of a 64-bit word.
inline std::uint64_t spreadBits(std::uint32_t x) {
    std::uint64_t v = x;
    v = (v | v << 16) & 0x0000FFFF0000FFFFull;
    v = (v | v << 8) & 0x00FF00FF00FF00FFull;
    v = (v | v << 4) & 0x0F0F0F0F0F0F0F0Full;
    v = (v | v << 2) & 0x3333333333333333ull;
    v = (v | v << 1) & 0x5555555555555555ull;
    return v;
}

// Packs a row into `out` from slot `firstSlot` (a multiple of 32): win 1, draw 2, loss 3, and 0
// in the padding after the last set.
inline void writeRow(Layer& out, std::uint64_t firstSlot, const GoatSets& sets,
                     const std::uint64_t* win, const std::uint64_t* draw) {
    std::uint64_t* dst = out.words.data() + firstSlot / 32;
    const std::size_t outWords = (sets.count + 31) / 32;
    for (std::size_t w = 0; w < sets.words; ++w) {
        const std::uint64_t valid = w + 1 == sets.words ? sets.lastWordMask : ~std::uint64_t{0};
        const std::uint64_t lo = (win[w] | ~draw[w]) & valid, hi = ~win[w] & valid;
        dst[2 * w] = spreadBits(static_cast<std::uint32_t>(lo)) |
                     spreadBits(static_cast<std::uint32_t>(hi)) << 1;
        if (2 * w + 1 < outWords)
            dst[2 * w + 1] = spreadBits(static_cast<std::uint32_t>(lo >> 32)) |
                             spreadBits(static_cast<std::uint32_t>(hi >> 32)) << 1;
    }
}

// The 2-bit slot values of one layer word split into bit masks (bit 2k for slot k).
struct SlotBits {
    std::uint64_t loss, draw;
};
inline SlotBits slotBits(std::uint64_t word) {
    const std::uint64_t lo = word & 0x5555555555555555ull, hi = (word >> 1) & 0x5555555555555555ull;
    return {lo & hi, hi & ~lo};
}

}  // namespace bagh::solve
