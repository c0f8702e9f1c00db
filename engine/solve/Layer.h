// One placement layer in memory: 2-bit values packed 32 to a 64-bit word, in the slot order of
// PlacementIndex.h.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/solve/PlacementIndex.h"

namespace bagh::solve {

struct Layer {
    LayerShape shape;
    std::vector<std::uint64_t> words;

    explicit Layer(int layer) : shape(layerShape(layer)), words((shape.slotCount + 31) / 32, 0) {}
    Layer() = default;

    unsigned get(std::uint64_t slot) const {
        return static_cast<unsigned>(words[slot >> 5] >> ((slot & 31) * 2)) & 3u;
    }
    std::uint64_t bytes() const { return words.size() * sizeof(std::uint64_t); }
};

// Value counts of a layer (win, draw, loss for the side to move), padding excluded.
struct LayerCounts {
    std::uint64_t win = 0, draw = 0, loss = 0;
};
// The same over any 2-bit value words (win 1, draw 2, loss 3, padding 0): Lambs' layers too.
LayerCounts countPackedValues(const std::uint64_t* words, std::size_t count);
inline LayerCounts countPackedValues(const std::vector<std::uint64_t>& words) {
    return countPackedValues(words.data(), words.size());
}
inline LayerCounts countValues(const Layer& layer) { return countPackedValues(layer.words); }

}  // namespace bagh::solve
