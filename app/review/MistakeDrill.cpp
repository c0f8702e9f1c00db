#include "review/MistakeDrill.h"

#include "exercises/ExerciseRunner.h"
#include "review/MoveJudge.h"
#include "session/GameSession.h"

using bagh::games::Move;
using bagh::review::PlyReview;
using bagh::review::PlyValue;
using bagh::review::Verdict;

MistakeDrill::MistakeDrill(GameSession* session, const bagh::games::Game& game,
                           const bagh::review::GameReview& review, bagh::Side side, QObject* parent)
    : QObject(parent), runner_(new ExerciseRunner(session, this)), game_(game), side_(side) {
    for (const PlyReview& p : review.plies) {
        if (p.mover != side || !MoveJudge::throwsAway(p.verdict)) continue;
        // A review of another game (its moves no longer match) offers nothing to practise.
        if (p.ply < 1 || p.ply > game.length() || game.moveAt(p.ply - 1) != p.move) continue;
        exercises_.push_back(p);
    }
    for (const int ply : review.practised) practised_.insert(ply);
    connect(runner_, &ExerciseRunner::positionChanged, this, &MistakeDrill::positionChanged);
    if (MoveJudge* j = runner_->judge())
        connect(j, &MoveJudge::valuesReady, this, [this] {
            if (state_ == State::Judging) judge();
        });
}

const PlyReview& MistakeDrill::exercise() const {
    static const PlyReview none;
    return index_ >= 0 && index_ < count() ? exercises_[static_cast<std::size_t>(index_)] : none;
}

bagh::games::Position MistakeDrill::position() const {
    return index_ < 0 ? game_.current() : runner_->position();
}

bagh::games::MoveList MistakeDrill::legalMoves() const {
    return state_ == State::Solving || state_ == State::Unproven ? runner_->game().legalMoves()
                                                                 : bagh::games::MoveList();
}

void MistakeDrill::setReplyDelay(int ms) { runner_->setReplyDelay(ms); }
void MistakeDrill::setRefuteMs(int ms) { runner_->setRefuteMs(ms); }

void MistakeDrill::setState(State s) {
    state_ = s;
    emit stateChanged(s);
}

void MistakeDrill::start(int i) {
    if (i < 0 || i >= count()) return;
    tried_ = Move();
    answer_ = Move();
    triedValue_ = PlyValue();
    index_ = i;
    bagh::games::Game board = game_;
    board.truncate(exercise().ply - 1);
    // The state first: the board asks legalMoves() when the position arrives.
    state_ = State::Solving;
    runner_->begin(board, true);
    emit stateChanged(state_);
}

void MistakeDrill::play(Move move) {
    if (state_ != State::Solving && state_ != State::Unproven) return;
    if (!runner_->game().isLegal(move)) return;
    tried_ = move;
    if (!runner_->judge() || !runner_->judge()->ready()) {
        setState(State::Judging);  // judged when the values arrive
        return;
    }
    judge();
}

void MistakeDrill::judge() {
    const MoveJudge& judge = *runner_->judge();
    const std::optional<PlyValue> after = judge.after(tried_);
    if (!after || !after->exact) {
        // Not proven either way: nothing to learn from it here.
        triedValue_ = after.value_or(PlyValue());
        setState(State::Unproven);
        return;
    }
    triedValue_ = *after;
    const Verdict verdict = judge.verdict(tried_, exercise().before);
    runner_->play(tried_);
    if (!MoveJudge::throwsAway(verdict)) {
        const int ply = exercise().ply;
        practised_.insert(ply);
        setState(State::Right);
        emit practised(ply);
        return;
    }
    setState(State::Refuting);
    refute();
}

void MistakeDrill::refute() {
    if (runner_->over()) {  // the try ended the game: nothing to answer
        setState(State::Wrong);
        return;
    }
    // The game's own move: the review has the line already; else the engine's answer.
    if (tried_ == exercise().move && !exercise().refutation.empty()) {
        showLine(exercise().refutation);
        return;
    }
    runner_->refute([this](Move reply, const EngineInfo&) {
        showLine(reply.isNull() ? std::vector<Move>{} : std::vector<Move>{reply});
    });
}

void MistakeDrill::showLine(std::vector<Move> line) {
    if (state_ != State::Refuting) return;
    if (!line.empty() && runner_->game().isLegal(line.front())) answer_ = line.front();
    runner_->playLine(std::move(line), [this] {
        if (state_ == State::Refuting) setState(State::Wrong);
    });
}
