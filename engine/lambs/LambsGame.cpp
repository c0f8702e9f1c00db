#include "engine/lambs/LambsGame.h"

#include <algorithm>

namespace bagh::lambs {

LambsGame::LambsGame(const Variant& variant, RepetitionRule rule)
    : LambsGame(variant, Position::start(variant.board()), rule) {}

LambsGame::LambsGame(const Variant& variant, const Position& start, RepetitionRule rule)
    : variant_(variant), positions_{start}, rule_(rule) {}

void LambsGame::legalMoves(MoveList& list) const {
    list.clear();
    if (declared_.over()) return;
    if (lambs::result(variant_, current()).over()) return;
    if (rule_ == RepetitionRule::ThirdOccurrenceDraws) {
        if (occurrences(current().key()) >= kRepetitionOccurrences) return;
        generateMoves(variant_, current(), list);
        return;
    }
    MoveList all;
    generateMoves(variant_, current(), all);
    for (Move m : all)
        if (!recreates(m)) list.push(m);
}

bool LambsGame::isLegal(Move m) const {
    MoveList list;
    legalMoves(list);
    return list.contains(m);
}

GameResult LambsGame::result() const {
    if (declared_.over()) return declared_;
    const GameResult byPosition = lambs::result(variant_, current());
    if (byPosition.over()) return byPosition;
    if (rule_ == RepetitionRule::ThirdOccurrenceDraws) {
        if (occurrences(current().key()) >= kRepetitionOccurrences)
            return {Outcome::Draw, EndReason::Repetition};
        return {};
    }
    MoveList list;
    legalMoves(list);
    if (!list.empty()) return {};
    const Outcome o =
        current().sideToMove() == Side::Goats ? Outcome::TigersWin : Outcome::GoatsWin;
    return {o, EndReason::NoNewPosition};
}

bool LambsGame::play(Move m) {
    if (!isLegal(m)) return false;
    Position next = current();
    next.makeMove(m);
    positions_.push_back(next);
    moves_.push_back(m);
    return true;
}

bool LambsGame::conclude(GameResult r) {
    if (!declarableEnd(r) || result().over()) return false;
    declared_ = {r.outcome, r.reason, GrandWin::None};
    return true;
}

void LambsGame::truncate(int plies) {
    plies = std::clamp(plies, 0, length());
    if (plies < length()) declared_ = {};
    moves_.resize(plies);
    positions_.resize(plies + 1);
}

bool LambsGame::undo() {
    if (moves_.empty()) return false;
    declared_ = {};
    moves_.pop_back();
    positions_.pop_back();
    return true;
}

int LambsGame::occurrences(std::uint64_t key) const {
    return static_cast<int>(std::count_if(positions_.begin(), positions_.end(),
                                          [key](const Position& p) { return p.key() == key; }));
}

bool LambsGame::recreates(Move m) const {
    Position next = current();
    next.makeMove(m);
    return occurrences(next.key()) > 0;
}

bool LambsGame::endsByRepetition(Move m) const {
    if (rule_ != RepetitionRule::ThirdOccurrenceDraws) return false;
    Position next = current();
    next.makeMove(m);
    return occurrences(next.key()) + 1 >= kRepetitionOccurrences;
}

int LambsGame::quietPlies() const {
    int plies = 0;
    for (auto it = moves_.rbegin(); it != moves_.rend() && !it->isJump() && !it->isPlacement();
         ++it)
        ++plies;
    return plies;
}

std::vector<std::uint64_t> LambsGame::keys() const {
    std::vector<std::uint64_t> result;
    result.reserve(positions_.size());
    for (const Position& p : positions_) result.push_back(p.key());
    return result;
}

}  // namespace bagh::lambs
