#include "engine/lambs/Board.h"

#include "engine/lambs/Position.h"  // kMaxMoves

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <utility>

namespace bagh::lambs {
namespace {

void require(bool ok, const std::string& what) {
    if (!ok) throw std::invalid_argument("board: " + what);
}

}  // namespace

const BoardSpec& lambsSpec() {
    static const BoardSpec spec = {
        "lambs",
        23,
        {
            {1, 2, 3, 4, 5, 6},        // first row
            {7, 8, 9, 10, 11, 12},     // second row
            {13, 14, 15, 16, 17, 18},  // third row
            {19, 20, 21, 22},          // base
            {0, 2, 8, 14, 19},         // the four lines from the apex
            {0, 3, 9, 15, 20},
            {0, 4, 10, 16, 21},
            {0, 5, 11, 17, 22},
            {1, 7, 13},  // the sides of the rectangle outside the triangle
            {6, 12, 18},
        },
        {0, 3, 4},
        15,
        {1, 6, 6, 6, 4},
        // The left-right mirror: each row read backwards, the apex fixed.
        {{0, 6, 5, 4, 3, 2, 1, 12, 11, 10, 9, 8, 7, 18, 17, 16, 15, 14, 13, 22, 21, 20, 19}},
    };
    return spec;
}

Board::Board(BoardSpec spec) : spec_(std::move(spec)) {
    const int n = spec_.points;
    require(n >= 2 && n <= kMaxPoints, "points must be 2.." + std::to_string(kMaxPoints));
    full_ = (Mask{1} << n) - 1;

    // Each line contributes its consecutive pairs (neighbours, both ways) and its consecutive
    // triples (jumps, both ways). A pair on two lines would be one edge; sets absorb that.
    for (const std::vector<Point>& line : spec_.lines) {
        require(line.size() >= 2, "a line needs at least two points");
        Mask seen = 0;
        for (Point p : line) {
            require(p >= 0 && p < n, "line point " + std::to_string(p) + " is off the board");
            require(!(seen & bit(p)), "line repeats point " + std::to_string(p));
            seen |= bit(p);
        }
        for (std::size_t i = 0; i + 1 < line.size(); ++i) {
            neighbours_[line[i]] |= bit(line[i + 1]);
            neighbours_[line[i + 1]] |= bit(line[i]);
        }
        for (std::size_t i = 0; i + 2 < line.size(); ++i) {
            const auto a = static_cast<std::uint8_t>(line[i]);
            const auto m = static_cast<std::uint8_t>(line[i + 1]);
            const auto b = static_cast<std::uint8_t>(line[i + 2]);
            for (const auto& [from, land] : {std::pair{a, b}, std::pair{b, a}}) {
                bool known = false;
                for (const Jump& j : jumps_[from]) known = known || (j.over == m && j.land == land);
                if (known) continue;
                jumps_[from].push_back({m, land});
                jumpLands_[from] |= bit(land);
                ++jumpTotal_;
            }
        }
    }
    for (int p = 0; p < n; ++p) edges_ += std::popcount(neighbours_[p]);
    edges_ /= 2;

    int covered = 0;
    for (int len : spec_.rowLengths) {
        require(len >= 1 && len <= 9, "a notation row holds 1..9 points");
        covered += len;
    }
    require(covered == n, "the notation rows must cover every point once");

    for (Point t : spec_.startTigers) {
        require(t >= 0 && t < n, "a tiger starts off the board");
        require(!(startTigers_ & bit(t)), "two tigers start on one point");
        startTigers_ |= bit(t);
    }
    require(!spec_.startTigers.empty(), "no tigers");
    // The move list's fixed size (Position.h) must hold every move this board allows.
    int tigerMoves = 0;
    for (int p = 0; p < n; ++p)
        tigerMoves = std::max(tigerMoves,
                              std::popcount(neighbours_[p]) + static_cast<int>(jumps_[p].size()));
    require(std::max({n, 2 * edges_, tigers() * tigerMoves}) <= kMaxMoves,
            "too many moves for the move list");
    require(spec_.goats >= 1 && spec_.goats + tigers() < n,
            "the goats and tigers must leave a point empty");
    checkSymmetries();
}

// Each symmetry must be a permutation that maps every line onto a line (as a set of points: a
// line may come back reversed), and the symmetries with the identity must be closed under
// composition; then a position's images all have the same value and form one orbit.
void Board::checkSymmetries() {
    const int n = spec_.points;
    std::vector<Point> identity(n);
    for (int p = 0; p < n; ++p) identity[p] = p;
    symmetries_ = {identity};
    auto lineSet = [](const std::vector<Point>& line) {
        Mask m = 0;
        for (Point p : line) m |= bit(p);
        return m;
    };
    std::vector<Mask> lines;
    for (const auto& line : spec_.lines) lines.push_back(lineSet(line));
    for (const std::vector<Point>& perm : spec_.symmetries) {
        require(static_cast<int>(perm.size()) == n, "a symmetry must list every point");
        Mask seen = 0;
        for (Point p : perm) {
            require(p >= 0 && p < n && !(seen & bit(p)), "a symmetry must be a permutation");
            seen |= bit(p);
        }
        for (const auto& line : spec_.lines) {
            Mask image = 0;
            for (Point p : line) image |= bit(perm[p]);
            require(std::find(lines.begin(), lines.end(), image) != lines.end(),
                    "a symmetry must map every line onto a line");
        }
        require(perm != identity, "the identity is implied, not listed");
        symmetries_.push_back(perm);
    }
    const int count = symmetryCount();
    inverse_.assign(count, -1);
    for (int a = 0; a < count; ++a) {
        for (int b = 0; b < count; ++b) {
            std::vector<Point> ab(n);
            for (int p = 0; p < n; ++p) ab[p] = symmetries_[a][symmetries_[b][p]];
            require(std::find(symmetries_.begin(), symmetries_.end(), ab) != symmetries_.end(),
                    "the symmetries must be closed under composition");
            if (ab == identity) inverse_[a] = b;
        }
    }
}

Mask Board::imageMask(int sym, Mask m) const {
    Mask r = 0;
    for (; m; m &= m - 1) r |= bit(symmetries_[sym][std::countr_zero(m)]);
    return r;
}

Variant::Variant(const Board& board, int capturesToWin)
    : board_(&board), capturesToWin_(capturesToWin == kAllGoats ? board.goats() : capturesToWin) {
    require(capturesToWin_ >= 1 && capturesToWin_ <= board.goats(),
            "captures to win must be 1.." + std::to_string(board.goats()));
}

Variant Variant::lambs(int captures) { return Variant(lambsBoard(), captures); }

const Board& lambsBoard() {
    static const Board board(lambsSpec());
    return board;
}

}  // namespace bagh::lambs
