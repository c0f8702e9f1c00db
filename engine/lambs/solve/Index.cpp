#include "engine/lambs/solve/Index.h"

#include <stdexcept>

// The encoding.
//
// A position is a tiger set, a goat set, the goats in hand, the goats captured and the side to
// move. The tables keep the last three apart (a layer per goats in hand and side, a block per
// capture count, LambsLayer.h), so the index proper ranks the board: tigers and goats.
//
// Tigers. The C(n, t) tiger sets (1,771 on the Lambs board) fall into orbits under the board's
// symmetries (BoardSpec::symmetries; Lambs: the left-right mirror, 891 orbits). Each orbit is
// represented by its smallest mask; the classes are numbered in increasing order of that mask. A
// table indexed by the colex rank of a tiger set gives its class and a symmetry that maps it onto
// the representative; the whole board is turned by that symmetry.
//
// Goats. With the tigers on the representative, the goats stand on the n - t free points (20 on
// Lambs). Numbered 0..free-1 in point order, a goat set is a free mask, ranked in colex order
// among the masks with as many goats: 0..C(free, g) - 1, dense. A row of a table is one class
// with every goat set of one size.
//
// Symmetric classes. A representative that some symmetry maps onto itself (11 of the 891 on
// Lambs: the apex and a mirrored pair) has twin goat sets, images of each other, that are the
// same position in two slots. The solver works on the canonical one (the smaller rank) and
// copies its value to the twin when a table is done, so a probe may use any slot (keyOf) and
// skip the twin search; no slot is unreachable, the twins are duplicates (about 1% of Lambs).

namespace bagh::lambs {

SolveIndex::SolveIndex(const Board& board) : board_(&board) {
    const int n = board.points(), t = board.tigers();
    free_ = n - t;
    if (free_ > 28 || t < 1) throw std::invalid_argument("index: at most 28 free points");
    chunks_ = (free_ + 6) / 7;
    for (int i = 0; i <= kMaxPoints; ++i) {
        binom_[i][0] = 1;
        for (int k = 1; k <= i; ++k) binom_[i][k] = binom_[i - 1][k - 1] + binom_[i - 1][k];
    }
    const int syms = board.symmetryCount();
    image_.resize(syms);
    for (int s = 0; s < syms; ++s)
        for (int chunk = 0; chunk < 4; ++chunk)
            for (Mask byte = 0; byte < 256; ++byte) {
                Mask img = 0;
                for (int b = 0; b < 8; ++b) {
                    const int p = 8 * chunk + b;
                    if ((byte >> b & 1) && p < n) img |= bit(board.imagePoint(s, p));
                }
                image_[s][chunk][byte] = img;
            }

    // Tiger classes: the t-sets in increasing mask order (Gosper's hack); a set that is the
    // smallest of its images opens a class.
    constexpr Frame kNone{0xFFFF, 0};
    frame_.assign(binom(n, t), kNone);
    auto rankOfSet = [&](Mask m) {
        std::uint32_t r = 0;
        int i = 1;
        for (; m; m &= m - 1) r += binom_[std::countr_zero(m)][i++];
        return r;
    };
    for (Mask m = (Mask{1} << t) - 1; m < (Mask{1} << n);) {
        Mask rep = m;
        for (int s = 1; s < syms; ++s) rep = std::min(rep, image(s, m));
        if (rep == m) {
            const int cls = classes();
            classTigers_.push_back(m);
            std::vector<std::uint8_t> down, stab;
            for (int p = n - 1; p >= 0; --p)
                if (m & bit(p)) down.push_back(static_cast<std::uint8_t>(p));
            for (int s = 1; s < syms; ++s)
                if (image(s, m) == m) stab.push_back(static_cast<std::uint8_t>(s));
            tigersDown_.push_back(down);
            stabiliser_.push_back(stab);
            for (int s = 0; s < syms; ++s) {
                Frame& f = frame_[rankOfSet(image(s, m))];
                if (f.cls != kNone.cls) continue;
                f = {static_cast<std::uint16_t>(cls), static_cast<std::uint8_t>(board.inverse(s))};
            }
        }
        const Mask low = m & (0u - m), ripple = m + low;
        m = ripple | (((m ^ ripple) >> 2) / low);
    }
    freeBit_.assign(std::size_t(classes()) * kMaxPoints, 0);
    for (int cls = 0; cls < classes(); ++cls)
        for (int p = 0, i = 0; p < n; ++p)
            if (!(classTigers_[cls] & bit(p))) freeBit_[cls * kMaxPoints + p] = 1u << i++;

    rankChunk_.assign(std::size_t(chunks_) * 128 * kRankBelow, 0);
    for (int k = 0; k < chunks_; ++k)
        for (std::uint32_t part = 0; part < 128; ++part)
            for (int below = 0; below < kRankBelow; ++below) {
                std::uint32_t r = 0;
                int i = below;
                for (int b = 0; b < 7; ++b)
                    if (part >> b & 1) r += binom(7 * k + b, ++i);
                rankChunk_[(k * 128 + part) * kRankBelow + below] = r;
            }
}

std::vector<std::uint32_t> SolveIndex::masksOf(int goats) const {
    std::vector<std::uint32_t> masks;
    masks.reserve(goatSets(goats));
    if (goats == 0) return {0};
    for (std::uint32_t m = (1u << goats) - 1; m < (1u << free_);) {
        masks.push_back(m);
        const std::uint32_t low = m & (0u - m), ripple = m + low;
        m = ripple | (((m ^ ripple) >> 2) / low);
    }
    return masks;
}

}  // namespace bagh::lambs
