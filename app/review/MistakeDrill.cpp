#include "review/MistakeDrill.h"

#include <QTimer>

#include "review/MoveJudge.h"
#include "session/GameSession.h"

using bagh::games::Move;
using bagh::review::PlyReview;
using bagh::review::PlyValue;
using bagh::review::Verdict;

MistakeDrill::MistakeDrill(GameSession* session, const bagh::games::Game& game,
                           const bagh::review::GameReview& review, bagh::Side side, QObject* parent)
    : QObject(parent),
      session_(session),
      game_(game),
      side_(side),
      judge_(new MoveJudge(session, this)) {
    for (const PlyReview& p : review.plies) {
        if (p.mover != side || !MoveJudge::throwsAway(p.verdict)) continue;
        // A review of another game (its moves no longer match) offers nothing to practise.
        if (p.ply < 1 || p.ply > game.length() || game.moveAt(p.ply - 1) != p.move) continue;
        exercises_.push_back(p);
    }
    for (const int ply : review.practised) practised_.insert(ply);
    board_ = game_;
    connect(judge_, &MoveJudge::valuesReady, this, [this] {
        if (state_ == State::Judging) judge();
    });
    connect(session_, &GameSession::refutationFound, this,
            [this](quint64 id, Move reply, const EngineInfo&) {
                if (id == 0 || id != refuteId_) return;
                refuteId_ = 0;
                line_.clear();
                if (!reply.isNull()) line_.push_back(reply);
                playLine();
            });
}

const PlyReview& MistakeDrill::exercise() const {
    static const PlyReview none;
    return index_ >= 0 && index_ < count() ? exercises_[static_cast<std::size_t>(index_)] : none;
}

bagh::games::MoveList MistakeDrill::legalMoves() const {
    return state_ == State::Solving || state_ == State::Unproven ? board_.legalMoves()
                                                                 : bagh::games::MoveList();
}

void MistakeDrill::setState(State s) {
    state_ = s;
    emit stateChanged(s);
}

void MistakeDrill::start(int i) {
    if (i < 0 || i >= count()) return;
    ++generation_;  // a reply or a line of the exercise left is stale
    refuteId_ = 0;
    line_.clear();
    tried_ = Move();
    answer_ = Move();
    triedValue_ = PlyValue();
    index_ = i;
    board_ = game_;
    board_.truncate(exercise().ply - 1);
    // The state first: the board asks legalMoves() when the position arrives.
    state_ = State::Solving;
    emit positionChanged(board_.lastMove(), false);
    emit stateChanged(state_);
    judge_->ask(board_);
}

void MistakeDrill::play(Move move) {
    if (state_ != State::Solving && state_ != State::Unproven) return;
    if (!board_.isLegal(move)) return;
    tried_ = move;
    if (!judge_->ready()) {
        setState(State::Judging);  // judged when the values arrive
        return;
    }
    judge();
}

void MistakeDrill::judge() {
    const std::optional<PlyValue> after = judge_->after(tried_);
    if (!after || !after->exact) {
        // Not proven either way: nothing to learn from it here.
        triedValue_ = after.value_or(PlyValue());
        setState(State::Unproven);
        return;
    }
    triedValue_ = *after;
    const Verdict verdict = judge_->verdict(tried_, exercise().before);
    board_.play(tried_);
    emit positionChanged(tried_, true);
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
    if (board_.result().over()) {  // the try ended the game: nothing to answer
        setState(State::Wrong);
        return;
    }
    // The game's own move: the review has the line already.
    if (tried_ == exercise().move && !exercise().refutation.empty()) {
        line_ = exercise().refutation;
        const quint64 generation = generation_;
        QTimer::singleShot(replyDelayMs_, this, [this, generation] {
            if (generation == generation_) playLine();
        });
        return;
    }
    refuteId_ = session_->requestRefutation(board_, refuteMs_);
}

void MistakeDrill::playLine() {
    if (state_ != State::Refuting) return;
    if (line_.empty() || !board_.isLegal(line_.front())) {
        line_.clear();
        setState(State::Wrong);
        return;
    }
    const Move m = line_.front();
    line_.erase(line_.begin());
    board_.play(m);
    if (answer_.isNull()) answer_ = m;
    emit positionChanged(m, true);
    if (line_.empty() || board_.result().over()) {
        line_.clear();
        setState(State::Wrong);
        return;
    }
    const quint64 generation = generation_;
    QTimer::singleShot(replyDelayMs_, this, [this, generation] {
        if (generation == generation_) playLine();
    });
}
