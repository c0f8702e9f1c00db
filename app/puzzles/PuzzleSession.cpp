#include "puzzles/PuzzleSession.h"

#include <QFile>
#include <QSettings>
#include <algorithm>
#include <cmath>

#include "exercises/ExerciseRunner.h"
#include "session/GameSession.h"

using bagh::GameValue;
using bagh::games::Move;
namespace games = bagh::games;
namespace puzzle = bagh::puzzle;

PuzzleSession::PuzzleSession(GameSession* seat, QObject* parent)
    : QObject(parent), runner_(new ExerciseRunner(seat, this)) {
    QSettings settings;
    rating_ = PlayerRating::load(settings, kind_);
    connect(runner_, &ExerciseRunner::positionChanged, this, &PuzzleSession::positionChanged);
}

PuzzleSession::~PuzzleSession() = default;

games::Position PuzzleSession::position() const { return runner_->position(); }
void PuzzleSession::setReplyDelay(int ms) { runner_->setReplyDelay(ms); }
void PuzzleSession::setRefuteMs(int ms) { runner_->setRefuteMs(ms); }

int PuzzleSession::setGame(games::GameKind kind, QStringList* errors) {
    kind_ = kind;
    QSettings settings;
    rating_ = PlayerRating::load(settings, kind_);
    return loadShipped(errors);
}

int PuzzleSession::load(const QByteArray& text, QStringList* errors) {
    std::vector<std::string> refused;
    puzzles_ = puzzle::parseGamePuzzleSet(
        kind_, std::string_view(text.constData(), static_cast<std::size_t>(text.size())), &refused);
    if (errors)
        for (const std::string& e : refused) errors->append(QString::fromStdString(e));
    index_ = -1;
    runner_->drop();
    setState(State::Empty);
    return count();
}

int PuzzleSession::loadShipped(QStringList* errors) {
    QFile file(kind_ == games::GameKind::Lambs ? QStringLiteral(":/puzzles/lambs-puzzles.tsv")
                                               : QStringLiteral(":/puzzles/puzzles.tsv"));
    if (!file.open(QIODevice::ReadOnly)) {
        puzzles_.clear();
        if (errors) errors->append(tr("The puzzles are missing from this build."));
        return 0;
    }
    return load(file.readAll(), errors);
}

games::MoveList PuzzleSession::legalMoves() const {
    return state_ == State::Solving ? runner_->game().legalMoves() : games::MoveList();
}

Move PuzzleSession::lineMove(int i) const { return puzzle().line[static_cast<size_t>(i)]; }

void PuzzleSession::setState(State s) {
    state_ = s;
    emit stateChanged(s);
}

void PuzzleSession::start(int i) {
    if (i < 0 || i >= count()) return;
    index_ = i;
    step_ = 0;
    counted_ = rating_.seen.contains(QString::fromStdString(puzzle().id));
    lastChange_ = 0;
    refutation_ = Refutation();
    // The state first: the board asks legalMoves() when the position arrives.
    state_ = State::Solving;
    runner_->begin(puzzle().start(), false, puzzle().lastMove);
    emit stateChanged(state_);
}

void PuzzleSession::retry() {
    // A puzzle attempted once is in `seen`: start() leaves the rating alone from then on.
    start(index_);
}

int PuzzleSession::pickNext() {
    if (puzzles_.empty()) return -1;
    // A newcomer starts on the shortest lines; longer ones come as the rating grows.
    int shortest = puzzleAt(0).solverMoves();
    for (const puzzle::GamePuzzle& p : puzzles_) shortest = std::min(shortest, p.solverMoves());
    const int longest = std::max(shortest, rating_.longestPuzzle());
    auto unseen = [this](int i) {
        return i != index_ && !rating_.seen.contains(QString::fromStdString(puzzleAt(i).id));
    };
    // The candidates closest to the player's rating; one of the nearest few at random, so the
    // order is not the same every time.
    std::vector<std::pair<double, int>> near;
    auto gather = [&](auto want) {
        for (int i = 0; i < count(); ++i)
            if (want(i)) near.push_back({std::abs(puzzleAt(i).rating - rating_.rating), i});
    };
    gather([&](int i) { return unseen(i) && puzzleAt(i).solverMoves() <= longest; });
    if (near.empty()) gather(unseen);  // every short one seen: any length
    if (near.empty()) gather([this](int i) { return i != index_ || count() == 1; });
    constexpr std::size_t kChoice = 8;
    const std::size_t n = std::min(kChoice, near.size());
    std::partial_sort(near.begin(), near.begin() + static_cast<std::ptrdiff_t>(n), near.end());
    return near[std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_)].second;
}

void PuzzleSession::countResult(bool won) {
    if (counted_) return;
    counted_ = true;
    rating_.seen.insert(QString::fromStdString(puzzle().id));
    lastChange_ = rating_.update(puzzle().rating, won);
    QSettings settings;
    rating_.save(settings, kind_);
    emit ratingChanged(lastChange_);
}

Move PuzzleSession::hint() {
    if (state_ != State::Solving) return Move();
    countResult(false);
    return lineMove(step_);
}

void PuzzleSession::play(Move move) {
    if (state_ != State::Solving) return;
    if (!runner_->game().isLegal(move)) return;
    if (move != lineMove(step_)) {
        state_ = State::Judging;
        runner_->play(move);
        countResult(false);
        setState(State::Judging);
        refute(move);
        return;
    }
    ++step_;
    const bool solved = step_ >= static_cast<int>(puzzle().line.size());
    state_ = solved ? State::Solved : State::Replying;
    runner_->play(move);
    if (solved) countResult(true);
    setState(state_);
    if (!solved) runner_->later([this] { playReply(); });
}

void PuzzleSession::playReply() {
    if (state_ != State::Replying) return;
    const Move reply = lineMove(step_);
    ++step_;
    state_ = State::Solving;
    runner_->play(reply);
    emit stateChanged(state_);
}

void PuzzleSession::refute(Move wrong) {
    refutation_ = Refutation();
    refutation_.wrong = wrong;
    // What the puzzle's proof already says: in a draw puzzle every other move loses; in a win
    // puzzle every other move gives the win away (a draw at best).
    refutation_.value = puzzle().goal == puzzle::Goal::Draw ? GameValue::Loss : GameValue::Draw;
    if (runner_->over()) {
        refutation_.proven = true;
        refutation_.plies = 0;
        setState(State::Failed);
        return;
    }
    const bool asked = runner_->refute([this](Move reply, const EngineInfo& info) {
        onRefuted(reply, static_cast<int>(info.value), info.proven, info.plies);
    });
    if (!asked) setState(State::Failed);
}

void PuzzleSession::onRefuted(Move reply, int value, bool proven, int plies) {
    if (state_ != State::Judging) return;
    refutation_.reply = reply;
    const GameValue opponent = static_cast<GameValue>(value);
    // The engine speaks for the side to move after the wrong move: the opponent.
    if (proven && opponent != GameValue::Unknown) {
        refutation_.value = opposite(opponent);
        refutation_.proven = true;
        refutation_.plies = plies;
    }
    if (!reply.isNull()) {
        if (runner_->game().isLegal(reply))
            runner_->play(reply);
        else
            refutation_.reply = Move();
    }
    setState(State::Failed);
}
