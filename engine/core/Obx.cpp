#include "engine/core/Obx.h"

#include <cctype>
#include <charconv>
#include <initializer_list>
#include <optional>
#include <utility>

#include "engine/core/MoveGen.h"
#include "engine/core/Tables.h"
#include "engine/util/Quoted.h"
#include "engine/util/TextFields.h"

namespace bagh {
namespace {

constexpr std::size_t kMaxRecordLength = 512;

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

struct Fail {
    ObxError error;
};

using Code = ObxErrorCode;

ObxError err(Code code, std::string field, std::string reason, std::initializer_list<int> n = {},
             std::string_view text = {}) {
    ObxError e;
    e.where = obxFieldOf(field);
    e.field = std::move(field);
    e.reason = std::move(reason);
    e.code = code;
    int i = 0;
    for (int v : n) e.n[i++] = v;
    e.text = std::string(text);
    return e;
}

struct Board {
    Bitboard tigers = 0, goats = 0;
    bool usedX = false;
};

std::optional<Fail> parsePieces(std::string_view text, Board& board) {
    int row = 0, col = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        const char c = i < text.size()
                           ? static_cast<char>(std::toupper(static_cast<unsigned char>(text[i])))
                           : '/';
        if (c == '/') {
            if (row >= 5) return Fail{err(Code::TooManyRows, "pieces", "more than 5 rows")};
            if (col != 5)
                return Fail{err(Code::RowTooShort, "pieces",
                                "row " + std::to_string(row + 1) + " covers " +
                                    std::to_string(col) + " points, expected 5",
                                {row + 1, col})};
            ++row;
            col = 0;
            continue;
        }
        int width = 1;
        if (c >= '1' && c <= '5')
            width = c - '0';
        else if (c == 'X')
            board.usedX = true;
        else if (c != 'T' && c != 'G')
            return Fail{err(Code::BadCharacter, "pieces",
                            "unexpected character " + quoted(text.substr(i, 1)) + " in row " +
                                std::to_string(row + 1) + " (expected T, G, X or a digit 1-5)",
                            {row + 1}, text.substr(i, 1))};
        if (col + width > 5)
            return Fail{err(Code::RowTooLong, "pieces",
                            "row " + std::to_string(row + 1) + " covers more than 5 points",
                            {row + 1})};
        if (c == 'T') board.tigers |= bit(makeSquare(row, col));
        if (c == 'G') board.goats |= bit(makeSquare(row, col));
        col += width;
    }
    if (row != 5)
        return Fail{err(Code::TooFewRows, "pieces",
                        std::to_string(row) + " rows, expected 5 separated by '/'", {row})};
    if (popcount(board.tigers) != kTigers)
        return Fail{err(Code::TigerCount, "pieces",
                        std::to_string(popcount(board.tigers)) + " tigers, expected exactly 4",
                        {popcount(board.tigers)})};
    if (popcount(board.goats) > kGoats)
        return Fail{
            err(Code::TooManyGoats, "pieces",
                std::to_string(popcount(board.goats)) + " goats on the board, at most 20 exist",
                {popcount(board.goats)})};
    return std::nullopt;
}

// Checks that `text` describes a move that could have produced `pos`; returns it or a
// warning. The move is informational, so a mismatch never rejects the record.
Move matchLastMove(const Position& pos, const MoveText& text, std::string& warning) {
    const Side mover = opponent(pos.sideToMove());
    const Bitboard movers = mover == Side::Goats ? pos.goats() : pos.tigers();
    const std::string name =
        text.from == kNoSquare ? squareName(text.to) : squareName(text.from) + squareName(text.to);
    auto mismatch = [&](const std::string& why) {
        warning = "last move: " + name + " does not match the board (" + why +
                  "); imported without the highlight";
        return Move();
    };
    if (!(movers & bit(text.to)))
        return mismatch(std::string("no ") + (mover == Side::Goats ? "goat" : "tiger") + " on " +
                        squareName(text.to));
    if (text.from == kNoSquare) {
        if (mover != Side::Goats) return mismatch("only goats are placed");
        if (pos.goatsInHand() + pos.goatsCaptured() >= kGoats)
            return mismatch("no goat has been placed");
        return Move::placement(text.to);
    }
    if (!(pos.empty() & bit(text.from))) return mismatch(squareName(text.from) + " is not empty");
    if (adjacent(text.from, text.to)) {
        if (text.captured != kNoSquare) return mismatch("a slide captures nothing");
        if (mover == Side::Goats && pos.placementPhase())
            return mismatch("goats do not slide while goats are in hand");
        return Move::slide(text.from, text.to);
    }
    const Square over = jumpOver(text.from, text.to);
    if (over == kNoSquare) return mismatch("the points are not one step or one jump apart");
    if (mover != Side::Tigers) return mismatch("only tigers jump");
    if (text.captured != kNoSquare && text.captured != over)
        return mismatch("the captured goat stood on " + squareName(over));
    if (!(pos.empty() & bit(over)) || pos.goatsCaptured() == 0)
        return mismatch("no goat was captured on " + squareName(over));
    return Move::jump(text.from, text.to);
}

// The ply implied by goats in hand during placement, or the smallest sliding-phase ply of the
// right parity.
int derivedPly(const Position& pos) {
    const int placed = kGoats - pos.goatsInHand();
    if (pos.placementPhase() || placed < kGoats)
        return 2 * placed - (pos.sideToMove() == Side::Tigers ? 1 : 0);
    return pos.sideToMove() == Side::Goats ? 40 : 39;
}

bool plyConsistent(const Position& pos, int ply) {
    if ((ply % 2 == 0) != (pos.sideToMove() == Side::Goats)) return false;
    if (pos.placementPhase()) return ply == derivedPly(pos);
    return ply >= 39;
}

}  // namespace

ObxParseResult parseObx(std::string_view text) {
    ObxParseResult result;
    auto fail = [&](ObxError error) {
        result.ok = false;
        result.error = std::move(error);
        return result;
    };
    if (text.size() > kMaxRecordLength)
        return fail(err(Code::TooLong, "record",
                        "longer than " + std::to_string(kMaxRecordLength) + " characters",
                        {int(kMaxRecordLength)}));
    const auto fields = splitFields(text);
    if (fields.empty()) return fail(err(Code::Empty, "record", "empty"));

    Board board;
    if (auto f = parsePieces(fields[0], board)) return fail(f->error);
    if (fields.size() < 2)
        return fail(err(Code::TurnMissing, "turn", "missing (expected g or t after the pieces)"));
    const std::string turn = lower(fields[1]);
    if (turn != "g" && turn != "t")
        return fail(
            err(Code::TurnInvalid, "turn", "expected g or t, got " + quoted(turn), {}, fields[1]));
    const Side side = turn == "g" ? Side::Goats : Side::Tigers;

    std::optional<int> inHand, atHand, captured, moveNumber;
    std::optional<MoveText> lastMove;
    bool v2MoveNumber = false;
    std::size_t i = 2;
    // Optional fields in order; each is recognised by its leading character.
    if (i < fields.size() && fields[i][0] == '@') {
        atHand = parseNumber(fields[i].substr(1));
        if (!atHand || *atHand > kGoats)
            return fail(err(Code::InHandInvalid, "in hand",
                            "expected @0..@20, got " + quoted(fields[i]), {}, fields[i]));
        ++i;
    }
    if (i < fields.size() && (fields[i][0] == 'g' || fields[i][0] == 'G')) {
        inHand = parseNumber(fields[i].substr(1));
        if (!inHand || *inHand > kGoats)
            return fail(err(Code::InHandInvalid, "in hand",
                            "expected g0..g20, got " + quoted(fields[i]), {}, fields[i]));
        ++i;
    }
    if (i < fields.size() && (fields[i][0] == 'c' || fields[i][0] == 'C')) {
        captured = parseNumber(fields[i].substr(1));
        if (!captured || *captured > kCapturesToWin)
            return fail(err(Code::CapturedInvalid, "captured",
                            "expected c0..c5, got " + quoted(fields[i]), {}, fields[i]));
        ++i;
    } else {
        if (i < fields.size())
            return fail(err(Code::CapturedInvalid, "captured",
                            "expected cN, got " + quoted(fields[i]), {}, fields[i]));
        return fail(err(Code::CapturedMissing, "captured", "missing (expected cN, N from 0 to 5)"));
    }
    if (i < fields.size() && (fields[i][0] == 'm' || fields[i][0] == 'M')) {
        lastMove = parseMoveText(fields[i]);
        if (!lastMove)
            return fail(
                err(Code::LastMoveInvalid, "last move",
                    "cannot read " + quoted(fields[i]) + " (expected mC1, mE1D1 or mA1C3(B2))", {},
                    fields[i]));
        ++i;
    } else if (i < fields.size() && fields[i] == "-" && i + 1 < fields.size()) {
        ++i;  // "-" as last move, followed by a move number
    }
    if (i < fields.size()) {
        const std::string_view f = fields[i];
        if (f == "-" || f == "#") {
            v2MoveNumber = f == "#";
        } else if (f[0] == '#') {
            v2MoveNumber = true;
            const char who = static_cast<char>(
                std::tolower(static_cast<unsigned char>(f.size() > 1 ? f[1] : ' ')));
            const auto n = parseNumber(f.size() > 2 ? f.substr(2) : std::string_view{});
            if ((who != 'g' && who != 't') || !n || *n == 0)
                return fail(err(Code::MoveNumberInvalid, "move number",
                                "expected #gN or #tN with N >= 1, got " + quoted(f), {}, f));
            moveNumber = who == 'g' ? 2 * *n - 1 : 2 * *n;
        } else {
            moveNumber = parseNumber(f);
            if (!moveNumber)
                return fail(err(Code::MoveNumberInvalid, "move number",
                                "expected a non-negative integer or '-', got " + quoted(f), {}, f));
        }
        ++i;
    }
    if (i < fields.size())
        return fail(err(Code::ExtraField, "record", "unexpected extra field " + quoted(fields[i]),
                        {}, fields[i]));

    const int onBoard = popcount(board.goats);
    const bool v2 = board.usedX || atHand || v2MoveNumber;
    if (!inHand) {
        if (!v2 && !atHand)
            return fail(err(Code::InHandMissing, "in hand",
                            "missing (expected gN after the turn, N from 0 to 20)"));
        inHand = atHand ? *atHand : kGoats - onBoard - *captured;
        if (*inHand < 0)
            return fail(err(Code::GoatsOverflow, "goats",
                            std::to_string(onBoard) + " on the board + " +
                                std::to_string(*captured) + " captured exceeds 20",
                            {onBoard, *captured}));
    }
    if (atHand && *atHand != *inHand)
        return fail(
            err(Code::InHandDisagrees, "in hand",
                "@" + std::to_string(*atHand) + " disagrees with g" + std::to_string(*inHand),
                {*atHand, *inHand}));
    if (onBoard + *inHand + *captured != kGoats)
        return fail(err(Code::GoatCount, "goats",
                        std::to_string(onBoard) + " on the board + " + std::to_string(*inHand) +
                            " in hand + " + std::to_string(*captured) + " captured = " +
                            std::to_string(onBoard + *inHand + *captured) + ", expected 20",
                        {onBoard, *inHand, *captured}));

    ObxRecord& rec = result.record;
    rec.position = Position::fromParts(board.tigers, board.goats, *inHand, *captured, side);
    rec.position.setPly(derivedPly(rec.position));
    if (moveNumber) {
        rec.hasMoveNumber = true;
        if (!plyConsistent(rec.position, *moveNumber))
            rec.warnings.push_back("move number: " + std::to_string(*moveNumber) +
                                   " is out of step with the position (expected " +
                                   std::to_string(derivedPly(rec.position)) +
                                   (rec.position.placementPhase() ? ")" : " or later)"));
        rec.position.setPly(*moveNumber);
    }
    if (lastMove) {
        std::string warning;
        rec.lastMove = matchLastMove(rec.position, *lastMove, warning);
        if (!warning.empty()) rec.warnings.push_back(warning);
    }
    result.ok = true;
    return result;
}

std::string writeObx(const Position& pos, Move lastMove, ObxDialect dialect) {
    std::string out;
    for (int row = 0; row < 5; ++row) {
        if (row) out += '/';
        int run = 0;
        for (int col = 0; col < 5; ++col) {
            const Bitboard b = bit(makeSquare(row, col));
            const char piece = (pos.tigers() & b) ? 'T' : (pos.goats() & b) ? 'G' : 0;
            if (!piece && dialect == ObxDialect::Seed) {
                ++run;
                continue;
            }
            if (run) out += static_cast<char>('0' + run);
            run = 0;
            out += piece ? piece : 'X';
        }
        if (run) out += static_cast<char>('0' + run);
    }
    out += pos.sideToMove() == Side::Goats ? " g" : " t";
    if (dialect == ObxDialect::Seed) {
        out += " g";
        out += std::to_string(pos.goatsInHand());
    }
    out += " c";
    out += std::to_string(pos.goatsCaptured());
    if (lastMove.isNull()) {
        out += " -";
    } else {
        out += " m" + lastMove.toString();
        if (dialect == ObxDialect::V2 && lastMove.isJump())
            out += "(" + squareName(lastMove.over()) + ")";
    }
    if (dialect == ObxDialect::Seed) {
        out += ' ';
        out += std::to_string(pos.ply());
    } else if (pos.ply() == 0) {
        out += " #";
    } else {
        out += " #";
        out += pos.ply() % 2 ? 'g' : 't';
        out += std::to_string((pos.ply() + 1) / 2);
    }
    return out;
}

ObxField obxFieldOf(std::string_view name) {
    static constexpr std::pair<std::string_view, ObxField> kNames[] = {
        {"pieces", ObxField::Pieces},
        {"turn", ObxField::Turn},
        {"in hand", ObxField::InHand},
        {"captured", ObxField::Captured},
        {"goats", ObxField::Goats},
        {"last move", ObxField::LastMove},
        {"move number", ObxField::MoveNumber},
        {"captures", ObxField::Captures}};
    for (const auto& [n, f] : kNames)
        if (n == name) return f;
    return ObxField::Record;
}

}  // namespace bagh
