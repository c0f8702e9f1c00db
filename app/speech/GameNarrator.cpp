#include "speech/GameNarrator.h"

#include <QStatusBar>
#include <QTimer>
#include <algorithm>
#include <utility>

#include "play/QuestionBar.h"
#include "session/GameSession.h"
#include "session/MoveListModel.h"
#include "speech/ScreenReaderNotice.h"
#include "window/ResultBanner.h"

using bagh::Side;
using namespace bagh::games;

namespace {

constexpr std::int64_t kClockWarningMs = 10000;
// Steps through the game are told once the keys rest this long.
constexpr int kStepsRestMs = 400;

int sideIndex(Side s) { return s == Side::Goats ? 0 : 1; }

// The number of plies `a` and `b` share from their start (-1: different starts).
int sharedPlies(const Game& a, const Game& b) {
    if (a.kind() != b.kind() || a.startPosition() != b.startPosition()) return -1;
    int n = 0;
    while (n < a.length() && n < b.length() && a.moveAt(n) == b.moveAt(n)) ++n;
    return n;
}

}  // namespace

GameNarrator::GameNarrator(GameSession* session, ResultBanner* banner, QuestionBar* questions,
                           QStatusBar* status, ScreenReaderNotice* notice)
    : QObject(notice),
      session_(session),
      banner_(banner),
      questions_(questions),
      status_(status),
      notice_(notice),
      known_(session->game()) {
    connect(session, &GameSession::documentReplaced, this, [this] { replaced_ = true; });
    connect(session, &GameSession::positionChanged, this, &GameNarrator::onPositionChanged);
    connect(session, &GameSession::gameOver, this, &GameNarrator::onGameOver);
    connect(session, &GameSession::questionsChanged, this, &GameNarrator::onQuestions);
    connect(session, &GameSession::clocksChanged, this, &GameNarrator::onClocks);
    connect(session, &GameSession::stateChanged, this, &GameNarrator::onClocks);
    connect(status, &QStatusBar::messageChanged, this, &GameNarrator::onStatus);
    steps_.setSingleShot(true);
    steps_.setInterval(kStepsRestMs);
    connect(&steps_, &QTimer::timeout, this, [this] { tellSteps(session_->game()); });
}

QString GameNarrator::moveSentence(GameKind kind, Side mover, Move move) {
    const QString text = MoveListModel::moveText(kind, move);
    if (move.isPlacement()) return tr("Goats placed %1.").arg(text);
    if (move.isJump()) return tr("Tigers captured %1.").arg(text);  // only a tiger jumps
    return mover == Side::Goats ? tr("Goats played %1.").arg(text)
                                : tr("Tigers played %1.").arg(text);
}

QString GameNarrator::movesOf(const Game& game, int from, int to, bool latestFirst) {
    const int count = to - from;
    if (count > 2) return tr("%Ln move(s).", nullptr, count);
    QStringList said;
    for (int i = from; i < to; ++i) {
        const Move m = game.moveAt(i);
        said << moveSentence(game.kind(), game.positionAt(i).sideToMove(), m);
    }
    if (latestFirst) std::reverse(said.begin(), said.end());
    return said.join(QLatin1Char(' '));
}

QString GameNarrator::turnSentence() const {
    const Game& game = session_->game();
    if (game.result().over()) return tr("The game is over.");
    return game.current().sideToMove() == Side::Goats ? tr("Goats to move.")
                                                      : tr("Tigers to move.");
}

void GameNarrator::onPositionChanged(Move lastMove, bool animate) {
    const Game& game = session_->game();
    const int shared = replaced_ ? -1 : sharedPlies(known_, game);
    if (shared < 0) {
        stepsFrom_.reset();
        steps_.stop();
        notice_->say(tr("New game.") + QLatin1Char(' ') + turnSentence());
    } else if (animate && !lastMove.isNull() && shared == known_.length() &&
               game.length() == shared + 1) {
        // A move just played: its words alone (the game's end follows from gameOver), after
        // any step through the game before it.
        tellSteps(known_);
        notice_->say(moveSentence(game.kind(), game.positionAt(shared).sideToMove(), lastMove));
    } else if (shared != known_.length() || shared != game.length()) {
        // Undo, redo, a step through the game: told once the keys rest, as one change from
        // where the last told position was (Down, Down, Up is one move played again).
        if (!stepsFrom_) stepsFrom_ = known_;
        steps_.start();
    }
    replaced_ = false;
    known_ = game;
}

void GameNarrator::tellSteps(const Game& to) {
    if (!stepsFrom_) return;
    steps_.stop();
    Game from = *std::exchange(stepsFrom_, std::nullopt);
    // The last steps told still wait to be spoken (the message before is long): told again
    // together, from where they started.
    if (lastSteps_ && notice_->withdraw(lastSteps_->second)) from = lastSteps_->first;
    lastSteps_.reset();
    const int shared = sharedPlies(from, to);
    if (shared < 0) return;
    QString said;
    if (shared < from.length())
        said = tr("Taken back: %1").arg(movesOf(from, shared, from.length(), true));
    if (shared < to.length()) {
        if (!said.isEmpty()) said += QLatin1Char(' ');
        said += tr("Played again: %1").arg(movesOf(to, shared, to.length(), false));
    }
    if (said.isEmpty()) return;  // back where it was: nothing happened
    const Side mover = to.current().sideToMove();
    said += QLatin1Char(' ') + (to.result().over()     ? tr("The game is over.")
                                : mover == Side::Goats ? tr("Goats to move.")
                                                       : tr("Tigers to move."));
    lastSteps_ = std::make_pair(from, said);
    notice_->say(said);
}

void GameNarrator::onGameOver() {
    // The banner says it as a sighted player reads it: who won, then why.
    if (banner_->title().isEmpty()) return;
    // The status bar's shorter line of the same end (the window writes it first) is not said.
    notice_->withdraw(statusSaid_);
    notice_->say(tr("%1. %2").arg(banner_->title(), banner_->detail()));
}

void GameNarrator::onQuestions() {
    // After the bar has drawn the question (it hears the same signal first).
    QTimer::singleShot(0, this, [this] {
        const QString q = questions_->question();
        if (q == question_) return;
        question_ = q;
        if (!q.isEmpty()) notice_->say(q + QLatin1Char(' ') + tr("Alt+A accepts, Alt+D declines."));
    });
}

void GameNarrator::onClocks() {
    const std::optional<Clocks> clocks = session_->clocks();
    for (Side s : {Side::Goats, Side::Tigers}) {
        bool& warned = clockWarned_[sideIndex(s)];
        const bool low = clocks && clocks->of(s) < kClockWarningMs;
        if (low && !warned && session_->clockRunning() == s && clocks->of(s) > 0)
            notice_->say(s == Side::Goats ? tr("Goats: ten seconds left.")
                                          : tr("Tigers: ten seconds left."));
        // Time given back (undo, a new game) warns again next time.
        if (!low || !clocks)
            warned = false;
        else if (session_->clockRunning() == s)
            warned = true;
    }
}

void GameNarrator::onStatus(const QString& shown) {
    if (shown.isEmpty()) {
        statusSaid_.clear();
        return;
    }
    // The whole text where the bar cut it to its room (StatusText keeps it).
    QString full = shown;
    if (status_->property("statusShown").toString() == shown)
        full = status_->property("statusFull").toString();
    // The bar shows the same message again when it is refitted to a new width.
    if (full == statusSaid_) return;
    statusSaid_ = full;
    notice_->say(full);
}
