// A deliberately simple second implementation of the rules, written from coordinates and a
// character grid rather than bitboards and tables, used only to cross-check the engine.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace reference {

struct Board {
    char cell[5][5];  // 'T', 'G' or '.'; cell[row][col], row 1 at the top
    int inHand = 20;
    int captured = 0;
    bool goatsToMove = true;
};

struct Step {
    int fromRow = -1, fromCol = -1;  // -1 for a placement
    int toRow = 0, toCol = 0;
    bool capture = false;
};

Board startBoard();
// Every legal move; none once five goats are captured.
std::vector<Step> legalSteps(const Board& b);
Board play(const Board& b, const Step& s);
std::uint64_t perft(const Board& b, int depth);
// "T", "G" or "" (no winner yet) by the rules of a single position.
std::string winner(const Board& b);

}  // namespace reference
