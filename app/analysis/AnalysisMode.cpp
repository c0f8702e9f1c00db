#include "analysis/AnalysisMode.h"

#include <QAction>

#include "analysis/AnalysisModel.h"
#include "analysis/AnalysisPanel.h"
#include "analysis/EvalGraph.h"
#include "analysis/ValueWords.h"
#include "board/BoardView.h"
#include "engine/search/Report.h"
#include "session/GameSession.h"

using namespace bagh::games;
using bagh::GameValue;
using bagh::opposite;
using bagh::Side;

namespace {

EvalPoint pointFor(Side mover, int score, bool proven, GameValue value, int plies) {
    EvalPoint e;
    const bool goats = mover == Side::Goats;
    e.goatsScore = goats ? score : -score;
    e.proven = proven;
    e.goatsValue = goats ? value : opposite(value);
    e.plies = plies;
    return e;
}

}  // namespace

AnalysisMode::AnalysisMode(GameSession* session, BoardView* board, QObject* parent)
    : QObject(parent), session_(session), board_(board), panel_(new AnalysisPanel) {
    panel_->hide();
    action_ = new QAction(tr("&Analysis Mode"), this);
    action_->setCheckable(true);
    action_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    action_->setToolTip(tr("Show what every possible move leads to"));
    connect(action_, &QAction::toggled, this, &AnalysisMode::setActive);
    practice_ = new QAction(tr("Play T&his Out Against the Computer"), this);
    practice_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    practice_->setToolTip(
        tr("Take the side to move from this position; the computer plays the other side at its "
           "top level"));
    practice_->setEnabled(false);
    connect(practice_, &QAction::triggered, this, &AnalysisMode::practise);
    auto updatePractice = [this] { practice_->setEnabled(active_ && !session_->result().over()); };
    connect(session_, &GameSession::stateChanged, this, updatePractice);
    connect(this, &AnalysisMode::activeChanged, this, updatePractice);
    // Its button's face short enough for the panel of a 960-wide window; the menu and the
    // tooltip say the rest.
    panel_->addButton(practice_, tr("Play This Out"));

    // A short delay gathers quick changes (navigation, undo of a whole turn) into one restart,
    // and lets the session finish cancelling its own engine work first.
    restartTimer_.setSingleShot(true);
    restartTimer_.setInterval(40);
    connect(&restartTimer_, &QTimer::timeout, this, &AnalysisMode::restart);
    connect(session_, &GameSession::positionChanged, this, [this] {
        settled_ = false;
        schedule();
    });
    connect(session_, &GameSession::stateChanged, this, &AnalysisMode::updateGraphLine);
    connect(session_, &GameSession::thinkingChanged, this, [this](bool thinking) {
        // A hint or a computer move took the engine; take it back once it is free.
        if (!thinking) schedule();
    });
    connect(session_, &GameSession::engineThinking, this, &AnalysisMode::onThinking);
    connect(session_, &GameSession::analysed, this, &AnalysisMode::onReport);
    connect(session_, &GameSession::exactValuesKnown, this, &AnalysisMode::onExactValues);
    // New tables (a solve finished) may turn estimates into exact values: analyse again.
    connect(session_, &GameSession::tablesReloaded, this, [this] {
        settled_ = false;
        provenAsked_.clear();
        updateGraphLine();
        session_->stopAnalysis();
        schedule();
    });
    connect(panel_, &AnalysisPanel::movePicked, this,
            [this](Move m) { session_->playHumanMove(m); });
    // The row chosen in the list is marked on the board, as a hint is.
    connect(panel_, &AnalysisPanel::moveChosen, board_, &BoardView::setHint);
}

void AnalysisMode::practise() {
    if (!active_ || session_->result().over()) return;
    GameSetup setup = session_->setup();
    setup.mode = GameMode::HumanVsComputer;
    setup.humanSide = session_->game().current().sideToMove();
    setup.level = bagh::kLevels;
    setup.match = false;
    const Game from = session_->game();
    setActive(false);
    session_->newGameFrom(setup, from);
}

void AnalysisMode::setActive(bool on) {
    if (on == active_) return;
    active_ = on;
    action_->setChecked(on);
    // The panel keeps its last report while hidden: shown again at another position, it says
    // it is analysing instead of showing the old values until the new analysis starts.
    if (on && panel_->model()->report().positionKey != session_->game().current().key())
        panel_->showMessage(tr("Analysing…"));
    panel_->setVisible(on);
    session_->setComputerPaused(on);
    settled_ = false;
    if (!on) {
        session_->stopAnalysis();
        board_->setMoveMarks({});
    }
    schedule();
    emit activeChanged(on);
}

void AnalysisMode::schedule() {
    if (active_) restartTimer_.start();
}

void AnalysisMode::restart() {
    if (!active_ || session_->isThinking()) return;
    const Game& game = session_->game();
    // Already analysing exactly this position: leave it running.
    if (session_->isAnalysing() && panel_->model()->report().positionKey == game.current().key() &&
        !settled_)
        return;
    if (game.result().over()) {
        session_->stopAnalysis();
        panel_->showMessage(tr("The game is over: no moves to analyse."));
        board_->setMoveMarks({});
        settled_ = true;
        emit settled();
        return;
    }
    panel_->showMessage(tr("Analysing…"));
    session_->startAnalysis(kCapMs);
}

void AnalysisMode::onReport(const AnalysisReport& r) {
    if (!active_) return;
    const Position shown = session_->game().current();
    if (r.positionKey != shown.key()) return;
    const Analysis& a = r.analysis;
    panel_->showReport(r, a.final);
    QVector<MoveMark> marks;
    for (const MoveValue& mv : a.moves)
        marks.push_back({mv.move, ValueWords::badge(mv.value, mv.exact, mv.plies),
                         bagh::report::shownValue(mv.value), mv.exact, mv.plies});
    board_->setMoveMarks(marks);
    panel_->graph()->record(shown.key(),
                            pointFor(r.sideToMove, a.score, a.exact, a.value, a.plies));
    if (a.final) {
        settled_ = true;
        emit settled();
    }
}

void AnalysisMode::onThinking(const EngineInfo& info) {
    const Game& game = session_->game();
    panel_->graph()->record(game.current().key(), pointFor(info.sideToMove, info.score, info.proven,
                                                           info.value, info.plies));
}

void AnalysisMode::updateGraphLine() {
    const Game full = session_->fullGame();
    std::vector<std::uint64_t> keys;
    QVector<Position> unknown;  // positions of the line without a proven point yet
    for (int i = 0; i <= full.length(); ++i) {
        const Position p = full.positionAt(i);
        keys.push_back(p.key());
        if (!provenAsked_.contains(p.key())) unknown.push_back(p);
    }
    panel_->graph()->setLine(keys, session_->currentPly());
    // Where the database or the tables decide, every ply of the game gets its proven point at
    // once, not only the plies analysed: a probe each, no search.
    if (unknown.isEmpty()) return;
    for (const Position& p : unknown) provenAsked_.insert(p.key());
    session_->requestExactValues(unknown);
}

void AnalysisMode::onExactValues(const QVector<ExactPoint>& points) {
    for (const ExactPoint& e : points)
        if (e.value != GameValue::Unknown)
            panel_->graph()->record(e.key, pointFor(e.sideToMove, 0, true, e.value, e.plies));
}
