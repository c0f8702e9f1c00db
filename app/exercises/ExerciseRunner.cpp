#include "exercises/ExerciseRunner.h"

#include <QTimer>

#include "review/MoveJudge.h"
#include "session/GameSession.h"

using bagh::games::Move;

ExerciseRunner::ExerciseRunner(GameSession* session, QObject* parent)
    : QObject(parent), session_(session) {
    if (!session_) return;
    judge_ = new MoveJudge(session_, this);
    connect(session_, &GameSession::refutationFound, this,
            [this](quint64 id, Move best, const EngineInfo& info) {
                if (id == 0 || id != refuteId_) return;
                refuteId_ = 0;
                const auto onAnswer = std::move(onRefuted_);
                onRefuted_ = nullptr;
                if (onAnswer) onAnswer(best, info);
            });
}

void ExerciseRunner::drop() {
    ++generation_;
    refuteId_ = 0;
    onRefuted_ = nullptr;
}

void ExerciseRunner::begin(const bagh::games::Game& game, bool judge, Move shown) {
    drop();
    game_ = game;
    side_ = game_.current().sideToMove();
    emit positionChanged(shown.isNull() ? game_.lastMove() : shown, false);
    if (judge_) {
        if (judge)
            judge_->ask(game_);
        else
            judge_->clear();
    }
}

bool ExerciseRunner::over() const {
    return game_.result().over() || game_.current().goatsCaptured() >= game_.capturesToWin();
}

void ExerciseRunner::play(Move move, bool animate) {
    game_.play(move);
    emit positionChanged(move, animate);
}

void ExerciseRunner::later(std::function<void()> then) {
    const quint64 generation = generation_;
    QTimer::singleShot(replyDelayMs_, this, [this, generation, then = std::move(then)] {
        if (generation == generation_) then();
    });
}

void ExerciseRunner::playLine(std::vector<Move> line, std::function<void()> done) {
    if (line.empty() || over() || !game_.isLegal(line.front())) {
        done();
        return;
    }
    later([this, line = std::move(line), done = std::move(done)]() mutable {
        play(line.front());
        line.erase(line.begin());
        playLine(std::move(line), std::move(done));
    });
}

bool ExerciseRunner::refute(std::function<void(Move, const EngineInfo&)> onAnswer) {
    if (!session_) return false;
    onRefuted_ = std::move(onAnswer);
    refuteId_ = session_->requestRefutation(game_, refuteMs_);
    return true;
}
