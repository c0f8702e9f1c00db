#include "ReferenceRules.h"

#include <cstdlib>

namespace reference {
namespace {

bool inside(int r, int c) { return r >= 0 && r < 5 && c >= 0 && c < 5; }

// A line joins (r,c) to (r+dr, c+dc) if both are on the board and, for a diagonal step, the
// starting point lies on a diagonal (row + col even).
bool lineStep(int r, int c, int dr, int dc) {
    if (!inside(r + dr, c + dc)) return false;
    if (dr != 0 && dc != 0) return (r + c) % 2 == 0;
    return true;
}

}  // namespace

Board startBoard() {
    Board b;
    for (auto& row : b.cell)
        for (char& c : row) c = '.';
    b.cell[0][0] = b.cell[0][4] = b.cell[4][0] = b.cell[4][4] = 'T';
    return b;
}

std::vector<Step> legalSteps(const Board& b) {
    std::vector<Step> steps;
    if (b.captured >= 5) return steps;
    for (int r = 0; r < 5; ++r) {
        for (int c = 0; c < 5; ++c) {
            if (b.goatsToMove && b.inHand > 0) {
                if (b.cell[r][c] == '.') steps.push_back({-1, -1, r, c, false});
                continue;
            }
            const char me = b.goatsToMove ? 'G' : 'T';
            if (b.cell[r][c] != me) continue;
            for (int dr = -1; dr <= 1; ++dr) {
                for (int dc = -1; dc <= 1; ++dc) {
                    if ((dr == 0 && dc == 0) || !lineStep(r, c, dr, dc)) continue;
                    if (b.cell[r + dr][c + dc] == '.') {
                        steps.push_back({r, c, r + dr, c + dc, false});
                    } else if (me == 'T' && b.cell[r + dr][c + dc] == 'G' &&
                               lineStep(r + dr, c + dc, dr, dc) &&
                               b.cell[r + 2 * dr][c + 2 * dc] == '.') {
                        steps.push_back({r, c, r + 2 * dr, c + 2 * dc, true});
                    }
                }
            }
        }
    }
    return steps;
}

Board play(const Board& b, const Step& s) {
    Board n = b;
    if (s.fromRow < 0) {
        n.cell[s.toRow][s.toCol] = 'G';
        --n.inHand;
    } else {
        n.cell[s.toRow][s.toCol] = b.cell[s.fromRow][s.fromCol];
        n.cell[s.fromRow][s.fromCol] = '.';
        if (s.capture) {
            n.cell[(s.fromRow + s.toRow) / 2][(s.fromCol + s.toCol) / 2] = '.';
            ++n.captured;
        }
    }
    n.goatsToMove = !b.goatsToMove;
    return n;
}

std::uint64_t perft(const Board& b, int depth) {
    if (depth == 0) return 1;
    std::uint64_t n = 0;
    for (const Step& s : legalSteps(b)) n += perft(play(b, s), depth - 1);
    return n;
}

std::string winner(const Board& b) {
    if (b.captured >= 5) return "T";
    if (!legalSteps(b).empty()) return "";
    if (!b.goatsToMove) return "G";
    return b.inHand == 0 ? "T" : "";
}

}  // namespace reference
