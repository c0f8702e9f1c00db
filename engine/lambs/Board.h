// A tigers-and-goats board as data: its points, its lines, where the tigers start, how many
// goats there are. Everything move generation needs (neighbours, jumps) is derived from the
// lines, so a new board is a new table of numbers, not new rules code. Bagh-Chal keeps its own
// hand-tuned tables (core/Tables.h); this layer serves Lambs and Tigers (Aadu Puli Attam) and
// any other board of at most 31 points.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace bagh::lambs {

// One bit per point (bit i is point i); boards have at most 31 points, so 31 marks "none".
using Mask = std::uint32_t;
using Point = int;
constexpr int kMaxPoints = 31;
constexpr Point kNoPoint = 31;

constexpr Mask bit(Point p) { return Mask{1} << p; }

// The description a board is built from. Points are numbered 0..points-1.
struct BoardSpec {
    std::string name;                       // the --game word, e.g. "lambs"
    int points = 0;                         // at most kMaxPoints
    std::vector<std::vector<Point>> lines;  // each a straight line, its points in order
    std::vector<Point> startTigers;         // where the tigers stand at the start
    int goats = 0;                          // goats in hand at the start
    // The rows of the notation, top to bottom: consecutive runs of point numbers that together
    // cover 0..points-1 once (Lambs: 1, 6, 6, 6, 4).
    std::vector<int> rowLengths;
    // The board's symmetries other than the identity: each a permutation of the points (entry p
    // is the image of point p) that maps every line onto a line. Together with the identity they
    // must form a group (closed under composition), so that a position's images are one orbit
    // and the solver may keep one of them (lambs/solve/Index.h). Lambs: the left-right mirror.
    std::vector<std::vector<Point>> symmetries;
};

// Lambs and Tigers on the 23-point board (docs/RULES.md, last section): apex 0; rows 1-6,
// 7-12, 13-18; base 19-22; 3 tigers on 0, 3, 4; 15 goats.
const BoardSpec& lambsSpec();

// One jump: over an adjacent point to the next point of the same line.
struct Jump {
    std::uint8_t over = 0;
    std::uint8_t land = 0;
};

// The tables derived from a BoardSpec. Built once per board; read-only afterwards.
class Board {
public:
    // Derives the tables. Throws std::invalid_argument for a spec that is not a board (points
    // out of range, a line with fewer than two points or a repeated point, rows that do not
    // cover the points, tigers off the board or on one point twice, too many pieces).
    explicit Board(BoardSpec spec);

    const BoardSpec& spec() const { return spec_; }
    int points() const { return spec_.points; }
    Mask full() const { return full_; }
    Mask neighbours(Point p) const { return neighbours_[p]; }
    // Jumps from p, and the points they land on (a quick filter before the list).
    const std::vector<Jump>& jumps(Point p) const { return jumps_[p]; }
    Mask jumpLands(Point p) const { return jumpLands_[p]; }
    Mask startTigers() const { return startTigers_; }
    int tigers() const { return static_cast<int>(spec_.startTigers.size()); }
    int goats() const { return spec_.goats; }

    // The symmetries, the identity first (0), then the spec's in order.
    int symmetryCount() const { return static_cast<int>(symmetries_.size()); }
    Point imagePoint(int sym, Point p) const { return symmetries_[sym][p]; }
    Mask imageMask(int sym, Mask m) const;
    // The symmetry that undoes `sym`.
    int inverse(int sym) const { return inverse_[sym]; }

    int edgeCount() const { return edges_; }      // undirected neighbour pairs
    int jumpCount() const { return jumpTotal_; }  // directed jumps (from, over, land)

private:
    void checkSymmetries();
    BoardSpec spec_;
    Mask full_ = 0;
    Mask startTigers_ = 0;
    std::array<Mask, kMaxPoints> neighbours_{};
    std::array<Mask, kMaxPoints> jumpLands_{};
    std::array<std::vector<Jump>, kMaxPoints> jumps_{};
    int edges_ = 0;
    int jumpTotal_ = 0;
    std::vector<std::vector<Point>> symmetries_;
    std::vector<int> inverse_;
};

// The captures-to-win option: "all" means the tigers must take every goat, whatever the board's
// number of goats. Where a rule is a number of captures outside this folder (games::Game, saved
// games, the network, the app) Lambs' every-goat rule is games::kLambsEveryGoat (15), which
// Variant reads the same.
constexpr int kAllGoats = 0;

// A board plus the house rules that change who has won: the game the rules code plays.
class Variant {
public:
    // capturesToWin: 1..goats, or kAllGoats for every goat.
    Variant(const Board& board, int capturesToWin = kAllGoats);

    // Lambs and Tigers with captures-to-win `captures` (kAllGoats: all 15).
    static Variant lambs(int captures = kAllGoats);

    const Board& board() const { return *board_; }
    int capturesToWin() const { return capturesToWin_; }

private:
    const Board* board_;
    int capturesToWin_;
};

// The board of Lambs and Tigers, built once.
const Board& lambsBoard();

}  // namespace bagh::lambs
