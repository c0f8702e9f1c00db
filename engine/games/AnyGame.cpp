#include "engine/games/AnyGame.h"

#include "engine/core/MoveGen.h"
#include "engine/core/Obx.h"
#include "engine/games/GameAdapters.h"
#include "engine/lambs/MoveGen.h"
#include "engine/lambs/Record.h"

namespace bagh::games {
namespace {

// One overload per game: the neutral type from the game's own.
Position neutral(const bagh::Game&, const bagh::Position& p) { return fromBaghChal(p); }
Position neutral(const lambs::LambsGame& g, const lambs::Position& p) {
    return fromLambs(p, g.variant().capturesToWin());
}
Move neutral(const bagh::Game&, bagh::Move m) { return fromBaghChal(m); }
Move neutral(const lambs::LambsGame&, lambs::Move m) { return fromLambs(m); }
bagh::Move native(const bagh::Game&, Move m) { return toBaghChal(m); }
lambs::Move native(const lambs::LambsGame&, Move m) { return toLambs(m); }
bagh::MoveList emptyList(const bagh::Game&) { return {}; }
lambs::MoveList emptyList(const lambs::LambsGame&) { return {}; }

}  // namespace

Game::Game() : game_(bagh::Game()) {}
Game::Game(const bagh::Game& game) : game_(game) {}
Game::Game(const lambs::LambsGame& game) : game_(game) {}

Game Game::start(GameKind kind, RepetitionRule rule, int capturesToWin) {
    if (kind == GameKind::Lambs) return Game(lambs::LambsGame(lambsVariant(capturesToWin), rule));
    return Game(bagh::Game(bagh::Position::start(), rule));
}

Game Game::start(const GameRules& rules) {
    return start(rules.game, rules.rule, rules.capturesToWin());
}

Game Game::from(const Position& start, RepetitionRule rule) {
    if (start.kind() == GameKind::Lambs)
        return Game(lambs::LambsGame(lambsVariant(start.capturesToWin()), toLambs(start), rule));
    return Game(bagh::Game(toBaghChal(start), rule));
}

GameKind Game::kind() const { return lambs() ? GameKind::Lambs : GameKind::BaghChal; }

int Game::capturesToWin() const {
    if (const auto* l = lambs()) return l->variant().capturesToWin();
    return bagh::kCapturesToWin;
}

RepetitionRule Game::rule() const {
    return std::visit([](const auto& g) { return g.rule(); }, game_);
}

void Game::setRule(RepetitionRule rule) {
    std::visit([rule](auto& g) { g.setRule(rule); }, game_);
}

int Game::length() const {
    return std::visit([](const auto& g) { return g.length(); }, game_);
}

Position Game::positionAt(int plies) const {
    return std::visit([plies](const auto& g) { return neutral(g, g.positionAt(plies)); }, game_);
}

Move Game::moveAt(int index) const {
    return std::visit([index](const auto& g) { return neutral(g, g.moves()[index]); }, game_);
}

MoveList Game::moves() const {
    return std::visit(
        [](const auto& g) {
            MoveList list;
            list.reserve(g.moves().size());
            for (auto m : g.moves()) list.push_back(neutral(g, m));
            return list;
        },
        game_);
}

MoveList Game::legalMoves() const {
    return std::visit(
        [](const auto& g) {
            auto native = emptyList(g);
            g.legalMoves(native);
            MoveList list;
            list.reserve(native.size());
            for (auto m : native) list.push_back(neutral(g, m));
            return list;
        },
        game_);
}

bool Game::isLegal(Move m) const {
    return std::visit([m](const auto& g) { return g.isLegal(native(g, m)); }, game_);
}

GameResult Game::result() const {
    return std::visit([](const auto& g) { return g.result(); }, game_);
}

bool Game::conclude(GameResult r) {
    return std::visit([r](auto& g) { return g.conclude(r); }, game_);
}

bool Game::play(Move m) {
    return std::visit([m](auto& g) { return g.play(native(g, m)); }, game_);
}

bool Game::undo() {
    return std::visit([](auto& g) { return g.undo(); }, game_);
}

void Game::truncate(int plies) {
    std::visit([plies](auto& g) { g.truncate(plies); }, game_);
}

int Game::occurrences(std::uint64_t key) const {
    return std::visit([key](const auto& g) { return g.occurrences(key); }, game_);
}

std::vector<std::uint64_t> Game::keys() const {
    return std::visit([](const auto& g) { return g.keys(); }, game_);
}

int Game::quietPlies() const {
    return std::visit([](const auto& g) { return g.quietPlies(); }, game_);
}

Mask blockedTigers(const Position& pos) {
    if (pos.kind() == GameKind::BaghChal) return bagh::blockedTigers(toBaghChal(pos));
    const lambs::Board& board = lambs::lambsBoard();
    const Mask empty = board.full() & ~pos.occupied();
    Mask blocked = 0;
    for (Point p = 0; p < board.points(); ++p) {
        if (!(pos.tigers() & bit(p))) continue;
        bool free = (board.neighbours(p) & empty) != 0;
        for (const lambs::Jump& j : board.jumps(p))
            free = free || ((pos.goats() & bit(j.over)) && (empty & bit(j.land)));
        if (!free) blocked |= bit(p);
    }
    return blocked;
}

std::string Game::moveText(Move m) const { return games::moveText(kind(), m); }

Move Game::findLegalMove(std::string_view text) const {
    Move found;
    if (const auto* b = baghChal()) {
        const auto parsed = bagh::parseMoveText(text);
        if (!parsed) return {};
        found = fromBaghChal(bagh::findLegalMove(b->current(), *parsed));
    } else if (const auto* l = lambs()) {
        found = fromLambs(lambs::findLegalMove(l->variant(), l->current(), text));
    }
    return !found.isNull() && isLegal(found) ? found : Move();
}

std::string writeRecord(const Position& pos, Move lastMove, ObxDialect dialect) {
    if (pos.kind() == GameKind::Lambs)
        return lambs::writeRecord(lambsVariant(pos.capturesToWin()), toLambs(pos),
                                  toLambs(lastMove));
    return bagh::writeObx(toBaghChal(pos), toBaghChal(lastMove), dialect);
}

std::string Game::record(int plies) const {
    return writeRecord(positionAt(plies), plies > 0 ? moveAt(plies - 1) : Move());
}

bool Game::sameRecord(const Game& other) const {
    return kind() == other.kind() && capturesToWin() == other.capturesToWin() &&
           rule() == other.rule() && startPosition() == other.startPosition() &&
           moves() == other.moves();
}

RecordReading readRecord(GameKind kind, int capturesToWin, std::string_view text,
                         RepetitionRule rule) {
    RecordReading out;
    if (kind == GameKind::Lambs) {
        const lambs::Variant variant = lambsVariant(capturesToWin);
        const lambs::RecordParseResult r = lambs::parseRecord(variant, text);
        if (!r.ok) {
            out.error = r.error;
            return out;
        }
        out.game = Game(lambs::LambsGame(variant, r.record.position, rule));
        out.lastMove = fromLambs(r.record.lastMove);
        out.warnings = r.record.warnings;
    } else {
        const bagh::ObxParseResult r = bagh::parseObx(text);
        if (!r.ok) {
            out.error = r.error;
            return out;
        }
        out.game = Game(bagh::Game(r.record.position, rule));
        out.lastMove = fromBaghChal(r.record.lastMove);
        out.warnings = r.record.warnings;
    }
    out.ok = true;
    return out;
}

}  // namespace bagh::games
