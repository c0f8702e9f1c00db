#include "engine/core/Game.h"

#include <algorithm>

namespace bagh {

Game::Game(const Position& start, RepetitionRule rule) : positions_{start}, rule_(rule) {}

void Game::pseudoLegalMoves(MoveList& list) const {
    list.clear();
    if (declared_.over() || current().result().over()) return;
    if (rule_ == RepetitionRule::ThirdOccurrenceDraws &&
        occurrences(current().key()) >= kRepetitionOccurrences)
        return;
    generateMoves(current(), list);
}

void Game::legalMoves(MoveList& list) const {
    pseudoLegalMoves(list);
    if (rule_ != RepetitionRule::NoRecurrence) return;
    MoveList all = list;
    list.clear();
    for (Move m : all)
        if (!recreates(m)) list.push(m);
}

bool Game::isLegal(Move m) const {
    MoveList list;
    legalMoves(list);
    return list.contains(m);
}

GameResult Game::result() const {
    if (declared_.over()) return declared_;
    const GameResult byPosition = current().result();
    if (byPosition.over()) return byPosition;
    if (rule_ == RepetitionRule::ThirdOccurrenceDraws) {
        if (occurrences(current().key()) >= kRepetitionOccurrences)
            return {Outcome::Draw, EndReason::Repetition};
    } else {
        MoveList list;
        legalMoves(list);
        if (list.empty()) {
            const Outcome o =
                current().sideToMove() == Side::Goats ? Outcome::TigersWin : Outcome::GoatsWin;
            return {o, EndReason::NoNewPosition};
        }
    }
    return {};
}

bool declarableEnd(const GameResult& r) {
    const bool resignation =
        (r.reason == EndReason::Resignation || r.reason == EndReason::TimeForfeit) &&
        (r.outcome == Outcome::GoatsWin || r.outcome == Outcome::TigersWin);
    const bool agreed = r.reason == EndReason::DrawAgreed && r.outcome == Outcome::Draw;
    return resignation || agreed;
}

bool Game::conclude(GameResult r) {
    if (!declarableEnd(r) || result().over()) return false;
    declared_ = {r.outcome, r.reason, GrandWin::None};
    return true;
}

bool Game::play(Move m) {
    if (!isLegal(m)) return false;
    Position next = current();
    next.makeMove(m);
    positions_.push_back(next);
    moves_.push_back(m);
    return true;
}

bool Game::undo() {
    if (moves_.empty()) return false;
    declared_ = {};
    moves_.pop_back();
    positions_.pop_back();
    return true;
}

void Game::truncate(int plies) {
    plies = std::clamp(plies, 0, length());
    if (plies < length()) declared_ = {};
    moves_.resize(plies);
    positions_.resize(plies + 1);
}

int Game::occurrences(std::uint64_t key) const {
    return static_cast<int>(std::count_if(positions_.begin(), positions_.end(),
                                          [key](const Position& p) { return p.key() == key; }));
}

bool Game::recreates(Move m) const {
    Position next = current();
    next.makeMove(m);
    return occurrences(next.key()) > 0;
}

bool Game::endsByRepetition(Move m) const {
    if (rule_ != RepetitionRule::ThirdOccurrenceDraws) return false;
    Position next = current();
    next.makeMove(m);
    return occurrences(next.key()) + 1 >= kRepetitionOccurrences;
}

int Game::quietPlies() const {
    int plies = 0;
    for (auto it = moves_.rbegin(); it != moves_.rend() && !it->isJump() && !it->isPlacement();
         ++it)
        ++plies;
    return plies;
}

std::vector<std::uint64_t> Game::keys() const {
    std::vector<std::uint64_t> result;
    result.reserve(positions_.size());
    for (const Position& p : positions_) result.push_back(p.key());
    return result;
}

}  // namespace bagh
