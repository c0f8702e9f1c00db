#include "engine/solve/GoatSets.h"

#include <bit>
#include <mutex>

namespace bagh::solve {
namespace {

GoatSets build(int goats) {
    GoatSets s;
    s.goats = goats;
    s.count = rankTables().binom[kFreePoints][goats];
    s.words = (s.count + 63) / 64;
    s.lastWordMask = s.count % 64 ? (std::uint64_t{1} << (s.count % 64)) - 1 : ~std::uint64_t{0};
    s.masks.resize(s.count);
    for (auto& h : s.has) h.assign(s.words, 0);
    std::uint32_t m = goats ? (1u << goats) - 1 : 0;
    for (std::uint32_t r = 0; r < s.count; ++r) {
        s.masks[r] = m;
        for (std::uint32_t b = m; b; b &= b - 1)
            s.has[std::countr_zero(b)][r / 64] |= std::uint64_t{1} << (r % 64);
        if (goats) m = nextGoatSet(m);
    }
    for (std::uint32_t w = 0; w < (1u << (kFreePoints - 6)); ++w) {
        const int pc = std::popcount(w);
        if (pc <= goats && pc + 6 >= goats) s.cubeWords.push_back(w);
    }
    return s;
}

}  // namespace

const GoatSets& goatSets(int goats) {
    static std::array<GoatSets, kFreePoints + 1> sets;
    static std::array<std::once_flag, kFreePoints + 1> once;
    std::call_once(once[goats], [goats] { sets[goats] = build(goats); });
    return sets[goats];
}

}  // namespace bagh::solve
