#include "puzzles/PuzzleSession.h"

#include <QFile>
#include <QPointer>
#include <QSettings>
#include <QTimer>
#include <algorithm>
#include <cmath>

#include "engine/games/GameAdapters.h"
#include "session/GameSession.h"

using bagh::GameValue;
using bagh::RepetitionRule;
using bagh::games::Move;
namespace games = bagh::games;
namespace puzzle = bagh::puzzle;

PuzzleSession::PuzzleSession(GameSession* seat, QObject* parent) : QObject(parent), seat_(seat) {
    QSettings settings;
    rating_ = PlayerRating::load(settings);
    if (seat_)
        connect(seat_, &GameSession::refutationFound, this,
                [this](quint64 id, games::Move best, const EngineInfo& info) {
                    if (id != refuteId_ || id == 0) return;
                    refuteId_ = 0;
                    onRefuted(generation_, best, static_cast<int>(info.value), info.proven,
                              info.plies);
                });
}

PuzzleSession::~PuzzleSession() = default;

int PuzzleSession::load(const QByteArray& text, QStringList* errors) {
    std::vector<std::string> refused;
    puzzles_ = puzzle::parsePuzzleSet(std::string_view(text.constData(), text.size()), &refused);
    if (errors)
        for (const std::string& e : refused) errors->append(QString::fromStdString(e));
    index_ = -1;
    setState(State::Empty);
    return count();
}

int PuzzleSession::loadShipped(QStringList* errors) {
    QFile file(QStringLiteral(":/puzzles/puzzles.tsv"));
    if (!file.open(QIODevice::ReadOnly)) {
        if (errors) errors->append(tr("The puzzles are missing from this build."));
        return 0;
    }
    return load(file.readAll(), errors);
}

games::MoveList PuzzleSession::legalMoves() const {
    return state_ == State::Solving ? game_.legalMoves() : games::MoveList();
}

Move PuzzleSession::lineMove(int i) const {
    return games::fromBaghChal(puzzle().line[static_cast<size_t>(i)]);
}

void PuzzleSession::setState(State s) {
    state_ = s;
    emit stateChanged(s);
}

void PuzzleSession::start(int i) {
    if (i < 0 || i >= count()) return;
    ++generation_;
    refuteId_ = 0;  // a late refutation belongs to the puzzle left
    index_ = i;
    step_ = 0;
    // The puzzle set is Bagh-Chal's (engine/puzzle); the session plays it as any game.
    game_ = games::Game::from(games::fromBaghChal(puzzle().position),
                              RepetitionRule::ThirdOccurrenceDraws);
    counted_ = rating_.seen.contains(QString::fromStdString(puzzle().id));
    lastChange_ = 0;
    refutation_ = Refutation();
    // The state first: the board asks legalMoves() when the position arrives.
    state_ = State::Solving;
    emit positionChanged(games::fromBaghChal(puzzle().lastMove), false);
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
    for (const puzzle::Puzzle& p : puzzles_) shortest = std::min(shortest, p.solverMoves());
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
    rating_.save(settings);
    emit ratingChanged(lastChange_);
}

Move PuzzleSession::hint() {
    if (state_ != State::Solving) return Move();
    countResult(false);
    return lineMove(step_);
}

void PuzzleSession::play(Move move) {
    if (state_ != State::Solving) return;
    if (!game_.isLegal(move)) return;
    game_.play(move);
    if (move != lineMove(step_)) {
        state_ = State::Judging;
        emit positionChanged(move, true);
        countResult(false);
        setState(State::Judging);
        refute(move);
        return;
    }
    ++step_;
    const bool solved = step_ >= static_cast<int>(puzzle().line.size());
    state_ = solved ? State::Solved : State::Replying;
    emit positionChanged(move, true);
    if (solved) countResult(true);
    setState(state_);
    if (solved) return;
    const quint64 generation = generation_;
    QTimer::singleShot(replyDelayMs_, this, [this, generation] {
        if (generation == generation_) playReply();
    });
}

void PuzzleSession::playReply() {
    if (state_ != State::Replying) return;
    const Move reply = lineMove(step_);
    ++step_;
    game_.play(reply);
    state_ = State::Solving;
    emit positionChanged(reply, true);
    emit stateChanged(state_);
}

void PuzzleSession::refute(Move wrong) {
    refutation_ = Refutation();
    refutation_.wrong = wrong;
    // What the puzzle's proof already says: in a draw puzzle every other move loses; in a win
    // puzzle every other move gives the win away (a draw at best).
    refutation_.value = puzzle().goal == puzzle::Goal::Draw ? GameValue::Loss : GameValue::Draw;
    if (game_.result().over() || game_.current().goatsCaptured() >= game_.capturesToWin()) {
        refutation_.proven = true;
        refutation_.plies = 0;
        setState(State::Failed);
        return;
    }
    if (!seat_) {
        setState(State::Failed);
        return;
    }
    refuteId_ = seat_->requestRefutation(game_, refuteMs_);
}

void PuzzleSession::onRefuted(quint64 generation, Move reply, int value, bool proven, int plies) {
    if (generation != generation_ || state_ != State::Judging) return;
    refutation_.reply = reply;
    const GameValue opponent = static_cast<GameValue>(value);
    // The engine speaks for the side to move after the wrong move: the opponent.
    if (proven && opponent != GameValue::Unknown) {
        refutation_.value = opposite(opponent);
        refutation_.proven = true;
        refutation_.plies = plies;
    }
    if (!reply.isNull()) {
        if (game_.isLegal(reply)) {
            game_.play(reply);
            emit positionChanged(reply, true);
        } else {
            refutation_.reply = Move();
        }
    }
    setState(State::Failed);
}
