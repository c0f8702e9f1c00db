#include "engine/lambs/Record.h"

#include <bit>
#include <cctype>
#include <charconv>

#include "engine/lambs/MoveGen.h"
#include "engine/util/Quoted.h"
#include "engine/util/TextFields.h"

namespace bagh::lambs {
namespace {

constexpr std::size_t kMaxRecordLength = 512;

// Untrusted text inside a message: printable ASCII only, and not too much of it.

char upper(char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); }

// Reads the points field into masks; returns an error reason, or "" when it is valid.
std::string parsePoints(const Board& b, std::string_view text, Mask& tigers, Mask& goats) {
    const std::vector<int>& rows = b.spec().rowLengths;
    const int rowCount = static_cast<int>(rows.size());
    int row = 0, col = 0, first = 0;  // first: the number of the row's first point
    for (std::size_t i = 0; i <= text.size(); ++i) {
        const char c = i < text.size() ? upper(text[i]) : '/';
        if (c == '/') {
            if (row >= rowCount) return "more than " + std::to_string(rowCount) + " rows";
            if (col != rows[row])
                return "row " + std::to_string(row + 1) + " covers " + std::to_string(col) +
                       " points, expected " + std::to_string(rows[row]);
            first += rows[row++];
            col = 0;
            continue;
        }
        int width = 1;
        if (c >= '1' && c <= '9')
            width = c - '0';
        else if (c != 'T' && c != 'G')
            return "unexpected character " + quoted(text.substr(i, 1)) + " in row " +
                   std::to_string(row + 1) + " (expected T, G or a digit 1-9)";
        if (row >= rowCount) return "more than " + std::to_string(rowCount) + " rows";
        if (col + width > rows[row])
            return "row " + std::to_string(row + 1) + " covers more than " +
                   std::to_string(rows[row]) + " points";
        if (c == 'T') tigers |= bit(first + col);
        if (c == 'G') goats |= bit(first + col);
        col += width;
    }
    if (row != rowCount)
        return std::to_string(row) + " rows, expected " + std::to_string(rowCount) +
               " separated by '/'";
    if (std::popcount(tigers) != b.tigers())
        return std::to_string(std::popcount(tigers)) + " tigers, expected exactly " +
               std::to_string(b.tigers());
    if (std::popcount(goats) > b.goats())
        return std::to_string(std::popcount(goats)) + " goats on the board, at most " +
               std::to_string(b.goats()) + " exist";
    return {};
}

// The ply implied by goats in hand during placement, else the smallest sliding-phase ply of
// the right parity (the last goat lands on ply 2 x goats - 1).
int derivedPly(const Board& b, const Position& pos) {
    const int placed = b.goats() - pos.goatsInHand();
    const int tigersToMove = pos.sideToMove() == Side::Tigers ? 1 : 0;
    if (pos.placementPhase() || placed < b.goats()) return 2 * placed - tigersToMove;
    return 2 * b.goats() - tigersToMove;
}

// Whether a move like `text` could have led to `pos`; the move, or a null move and a warning.
Move matchLastMove(const Variant& v, const Position& pos, const MoveText& text,
                   std::string& warning) {
    const Board& b = v.board();
    const Side mover = opponent(pos.sideToMove());
    const Mask movers = mover == Side::Goats ? pos.goats() : pos.tigers();
    const Mask empty = b.full() & ~pos.occupied();
    auto mismatch = [&](const std::string& why) {
        warning = "last move: " +
                  (text.from == kNoPoint ? std::to_string(text.to)
                                         : std::to_string(text.from) + (text.jump ? "x" : "-") +
                                               std::to_string(text.to)) +
                  " does not match the board (" + why + "); imported without the highlight";
        return Move();
    };
    if (!(movers & bit(text.to)))
        return mismatch(std::string("no ") + (mover == Side::Goats ? "goat" : "tiger") + " on " +
                        std::to_string(text.to));
    if (text.from == kNoPoint) {
        if (mover != Side::Goats) return mismatch("only goats are placed");
        if (pos.goatsInHand() + pos.goatsCaptured() >= b.goats())
            return mismatch("no goat has been placed");
        return Move::placement(text.to);
    }
    if (!(empty & bit(text.from))) return mismatch(std::to_string(text.from) + " is not empty");
    if (b.neighbours(text.from) & bit(text.to)) {
        if (mover == Side::Goats && pos.placementPhase())
            return mismatch("goats do not slide while goats are in hand");
        return Move::slide(text.from, text.to);
    }
    for (const Jump& j : b.jumps(text.from)) {
        if (j.land != text.to) continue;
        if (mover != Side::Tigers) return mismatch("only tigers jump");
        if (!(empty & bit(j.over)) || pos.goatsCaptured() == 0)
            return mismatch("no goat was captured on " + std::to_string(j.over));
        return Move::jump(text.from, j.over, text.to);
    }
    return mismatch("the points are not one step or one jump apart");
}

}  // namespace

std::optional<MoveText> parseMoveText(std::string_view text) {
    if (!text.empty() && (text[0] == 'm' || text[0] == 'M')) text.remove_prefix(1);
    const std::size_t sep = text.find_first_of("-xX");
    MoveText m;
    if (sep == std::string_view::npos) {
        const auto to = parseNumber(text);
        if (!to || text.size() > 2 || *to >= kNoPoint) return std::nullopt;
        m.to = *to;
        return m;
    }
    const std::string_view a = text.substr(0, sep), b = text.substr(sep + 1);
    const auto from = parseNumber(a), to = parseNumber(b);
    if (!from || !to || a.size() > 2 || b.size() > 2 || *from >= kNoPoint || *to >= kNoPoint)
        return std::nullopt;
    m.from = *from;
    m.to = *to;
    m.jump = text[sep] != '-';
    return m;
}

Move findLegalMove(const Variant& v, const Position& pos, std::string_view text) {
    const auto m = parseMoveText(text);
    return m ? findLegalMove(v, pos, m->from, m->to) : Move();
}

RecordParseResult parseRecord(const Variant& v, std::string_view text) {
    const Board& b = v.board();
    RecordParseResult result;
    auto fail = [&](std::string field, std::string reason) {
        result.ok = false;
        result.error = {std::move(field), std::move(reason)};
        result.error.where = obxFieldOf(result.error.field);
        return result;
    };
    if (text.size() > kMaxRecordLength)
        return fail("record", "longer than " + std::to_string(kMaxRecordLength) + " characters");
    const auto fields = splitFields(text);
    if (fields.empty()) return fail("record", "empty");

    Mask tigers = 0, goats = 0;
    if (std::string why = parsePoints(b, fields[0], tigers, goats); !why.empty())
        return fail("pieces", why);
    if (fields.size() < 2) return fail("turn", "missing (expected g or t after the pieces)");
    if (fields[1].size() != 1 || (upper(fields[1][0]) != 'G' && upper(fields[1][0]) != 'T'))
        return fail("turn", "expected g or t, got " + quoted(fields[1]));
    const Side side = upper(fields[1][0]) == 'G' ? Side::Goats : Side::Tigers;

    const std::string goatsMax = std::to_string(b.goats());
    if (fields.size() < 3 || upper(fields[2][0]) != 'G')
        return fail("in hand", fields.size() < 3
                                   ? "missing (expected gN, N from 0 to " + goatsMax + ")"
                                   : "expected gN, got " + quoted(fields[2]));
    const auto inHand = parseNumber(fields[2].substr(1));
    if (!inHand || *inHand > b.goats())
        return fail("in hand", "expected g0..g" + goatsMax + ", got " + quoted(fields[2]));

    const std::string capMax = std::to_string(v.capturesToWin());
    if (fields.size() < 4 || upper(fields[3][0]) != 'C')
        return fail("captured", fields.size() < 4
                                    ? "missing (expected cN, N from 0 to " + capMax + ")"
                                    : "expected cN, got " + quoted(fields[3]));
    const auto captured = parseNumber(fields[3].substr(1));
    if (!captured || *captured > v.capturesToWin())
        return fail("captured", "expected c0..c" + capMax + ", got " + quoted(fields[3]));

    std::size_t i = 4;
    std::optional<MoveText> lastMove;
    if (i < fields.size() && upper(fields[i][0]) == 'M') {
        lastMove = parseMoveText(fields[i]);
        if (!lastMove || lastMove->to >= b.points() ||
            (lastMove->from != kNoPoint && lastMove->from >= b.points()))
            return fail("last move", "cannot read " + quoted(fields[i]) +
                                         " (expected mP, mP-Q or mPxQ with points 0.." +
                                         std::to_string(b.points() - 1) + ")");
        ++i;
    } else if (i + 1 < fields.size() && fields[i] == "-") {
        ++i;  // "-" as last move, followed by a move number
    }
    std::optional<int> moveNumber;
    if (i < fields.size()) {
        if (fields[i] != "-") {
            moveNumber = parseNumber(fields[i]);
            if (!moveNumber)
                return fail("move number",
                            "expected a non-negative integer or '-', got " + quoted(fields[i]));
        }
        ++i;
    }
    if (i < fields.size()) return fail("record", "unexpected extra field " + quoted(fields[i]));

    const int onBoard = std::popcount(goats);
    if (onBoard + *inHand + *captured != b.goats())
        return fail("goats",
                    std::to_string(onBoard) + " on the board + " + std::to_string(*inHand) +
                        " in hand + " + std::to_string(*captured) + " captured = " +
                        std::to_string(onBoard + *inHand + *captured) + ", expected " + goatsMax);

    Record& rec = result.record;
    rec.position = Position::fromParts(tigers, goats, *inHand, *captured, side);
    const int ply = derivedPly(b, rec.position);
    rec.position = Position::fromParts(tigers, goats, *inHand, *captured, side, ply);
    if (moveNumber) {
        rec.hasMoveNumber = true;
        const bool parity = (*moveNumber % 2 == 0) == (side == Side::Goats);
        const bool inStep = rec.position.placementPhase() ? *moveNumber == ply : *moveNumber >= ply;
        if (!parity || !inStep)
            rec.warnings.push_back("move number: " + std::to_string(*moveNumber) +
                                   " is out of step with the position (expected " +
                                   std::to_string(ply) +
                                   (rec.position.placementPhase() ? ")" : " or later)"));
        rec.position = Position::fromParts(tigers, goats, *inHand, *captured, side, *moveNumber);
    }
    if (lastMove) {
        std::string warning;
        rec.lastMove = matchLastMove(v, rec.position, *lastMove, warning);
        if (!warning.empty()) rec.warnings.push_back(warning);
    }
    result.ok = true;
    return result;
}

std::string writeRecord(const Variant& v, const Position& pos, Move lastMove) {
    std::string out;
    Point p = 0;
    for (int len : v.board().spec().rowLengths) {
        if (p) out += '/';
        int run = 0;
        for (int i = 0; i < len; ++i, ++p) {
            const char piece = (pos.tigers() & bit(p)) ? 'T' : (pos.goats() & bit(p)) ? 'G' : 0;
            if (!piece) {
                ++run;
                continue;
            }
            if (run) out += static_cast<char>('0' + run);
            run = 0;
            out += piece;
        }
        if (run) out += static_cast<char>('0' + run);
    }
    out += pos.sideToMove() == Side::Goats ? " g" : " t";
    out += " g" + std::to_string(pos.goatsInHand());
    out += " c" + std::to_string(pos.goatsCaptured());
    out += lastMove.isNull() ? " -" : " m" + lastMove.toString();
    out += ' ' + std::to_string(pos.ply());
    return out;
}

}  // namespace bagh::lambs
