#include "analysis/MoveJudge.h"

#include "session/GameSession.h"

using bagh::GameValue;
using bagh::Side;
using bagh::games::Move;
using bagh::review::PlyValue;
using bagh::review::Verdict;

namespace {

// A finished game's result as `side` sees it: exact, no plies left.
PlyValue resultFor(bagh::GameResult result, Side side) {
    PlyValue v;
    v.exact = true;
    v.plies = 0;
    if (result.outcome == bagh::Outcome::Draw) {
        v.value = GameValue::Draw;
    } else {
        const Side winner = result.outcome == bagh::Outcome::GoatsWin ? Side::Goats : Side::Tigers;
        v.value = winner == side ? GameValue::Win : GameValue::Loss;
    }
    return v;
}

}  // namespace

MoveJudge::MoveJudge(GameSession* session, QObject* parent) : QObject(parent), session_(session) {
    connect(session_->engine(), &EngineService::exactValuesKnown, this, &MoveJudge::onValues);
}

void MoveJudge::clear() {
    asked_ = false;
    key_ = 0;
    children_.clear();
    values_.clear();
    announced_ = false;
}

void MoveJudge::ask(const bagh::games::Game& game) {
    clear();
    game_ = game;
    asked_ = true;
    const bagh::games::Position here = game.current();
    key_ = here.key();
    QVector<bagh::games::Position> wanted{here};
    const Side mover = here.sideToMove();
    for (const Move m : game.legalMoves()) {
        bagh::games::Game after = game;
        after.play(m);
        Child c{m, after.current().key(), std::nullopt};
        // The rules decide a move that ends the game (a last capture, a block, a repetition):
        // the tables know positions, not the game's history.
        if (after.result().over())
            c.byRules = resultFor(after.result(), mover);
        else
            wanted.push_back(after.current());
        children_.push_back(c);
    }
    session_->engine()->requestExactValues(wanted);
}

void MoveJudge::onValues(const QVector<ExactPoint>& points) {
    if (!asked_) return;
    for (const ExactPoint& e : points) {
        bool wanted = e.key == key_;
        for (const Child& c : children_) wanted = wanted || (!c.byRules && c.key == e.key);
        if (!wanted) continue;
        PlyValue v;
        v.value = e.value;
        v.exact = e.value != GameValue::Unknown;
        v.plies = v.exact ? e.plies : -1;
        values_.insert(e.key, v);
    }
    if (!announced_ && ready()) {
        announced_ = true;
        emit valuesReady();
    }
}

bool MoveJudge::ready() const {
    if (!asked_ || !values_.contains(key_)) return false;
    for (const Child& c : children_)
        if (!c.byRules && !values_.contains(c.key)) return false;
    return true;
}

std::optional<PlyValue> MoveJudge::before() const {
    if (!asked_ || !values_.contains(key_)) return std::nullopt;
    return values_.value(key_);
}

std::optional<PlyValue> MoveJudge::after(Move move) const {
    for (const Child& c : children_) {
        if (c.move != move) continue;
        if (c.byRules) return c.byRules;
        if (!values_.contains(c.key)) return std::nullopt;
        // The answer is for the side to move after it: the other side.
        PlyValue v = values_.value(c.key);
        v.value = bagh::opposite(v.value);
        return v;
    }
    return std::nullopt;
}

Verdict MoveJudge::verdict(Move move) const {
    const std::optional<PlyValue> b = before();
    return b ? verdict(move, *b) : Verdict::Unknown;
}

Verdict MoveJudge::verdict(Move move, const PlyValue& before) const {
    const std::optional<PlyValue> a = after(move);
    if (!a || !a->exact || !before.exact) return Verdict::Unknown;
    return bagh::review::classify(before, *a, bagh::review::kDefaultMarginPlies);
}

bool MoveJudge::throwsAway(Verdict v) { return v == Verdict::Mistake || v == Verdict::Blunder; }
