#include "engine/lambs/solve/LambsLayer.h"

#include <algorithm>
#include <bit>

namespace bagh::lambs {

LayerShape layerShape(const SolveSpace& space, int layer) {
    const SolveIndex& ix = *space.index;
    LayerShape s;
    s.layer = layer;
    s.placed = placedOf(layer);
    s.side = sideOf(layer);
    s.maxCaptured = std::min(layer / 2, space.toWin - 1);
    s.offset.push_back(0);
    for (int c = 0; c <= s.maxCaptured; ++c) {
        const int g = s.placed - c;
        s.goats.push_back(g);
        s.sets.push_back(c < space.minCaptured ? 0 : ix.goatSets(g));  // not solved: empty
        s.stride.push_back((s.sets.back() + 31) / 32 * 32);
        s.offset.push_back(s.offset.back() + std::uint64_t(s.stride.back()) * ix.classes());
        s.positions += std::uint64_t(s.sets.back()) * ix.classes();
    }
    s.slotCount = s.offset.back();
    return s;
}

std::vector<LayerShape> layerShapes(const SolveSpace& space) {
    std::vector<LayerShape> shapes;
    for (int layer = 0; layer < space.layers(); ++layer) shapes.push_back(layerShape(space, layer));
    return shapes;
}

SolveSlot solveSlotOf(const SolveSpace& space, Mask tigers, Mask goats, int inHand, int captured,
                      Side side) {
    return solveSlotOf(space, layerShapes(space), tigers, goats, inHand, captured, side);
}

SolveSlot solveSlotOf(const SolveSpace& space, const std::vector<LayerShape>& shapes, Mask tigers,
                      Mask goats, int inHand, int captured, Side side) {
    const SolveIndex& ix = *space.index;
    const int placed = space.goats - inHand;
    if (inHand < 0 || placed < 0 || captured < space.minCaptured || captured >= space.toWin)
        return {};
    if (std::popcount(tigers) != ix.board().tigers() || (tigers & goats)) return {};
    if (std::popcount(goats) != placed - captured) return {};
    if (side == Side::Tigers && placed == 0) return {};  // goats move first
    const int layer = side == Side::Goats ? 2 * placed : 2 * placed - 1;
    if (captured > layer / 2) return {};
    const LayerShape& shape = shapes[layer];
    const SolveIndex::Key k = ix.keyOf(tigers, goats);
    return {layer, shape.slotOf(captured, static_cast<int>(k.cls), k.rank)};
}

}  // namespace bagh::lambs
