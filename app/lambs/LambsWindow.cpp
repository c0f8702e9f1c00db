#include "lambs/LambsWindow.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "analysis/ValueWords.h"
#include "dialogs/FitToScreen.h"
#include "lambs/LambsAnalyst.h"
#include "lambs/LambsBoardView.h"
#include "lambs/LambsComputer.h"

using bagh::EndReason;
using bagh::GameResult;
using bagh::Outcome;
using bagh::Side;
using namespace bagh::lambs;

namespace {

QString sideName(Side s) {
    return s == Side::Goats ? LambsWindow::tr("Goats") : LambsWindow::tr("Tigers");
}

}  // namespace

LambsWindow::LambsWindow(const LambsSetup& setup, QWidget* parent)
    : QDialog(parent),
      session_(new LambsSession(this)),
      board_(new LambsBoardView),
      computer_(new LambsComputer(this)),
      analyst_(new LambsAnalyst(this)) {
    setWindowTitle(tr("Lambs and Tigers"));
    auto* row = new QHBoxLayout(this);
    row->addWidget(board_, 1);

    auto* side = new QVBoxLayout;
    title_ = new QLabel;
    title_->setObjectName(QStringLiteral("cardTitle"));
    title_->setWordWrap(true);
    turn_ = new QLabel;
    turn_->setObjectName(QStringLiteral("turnLabel"));
    turn_->setWordWrap(true);
    counts_ = new QLabel;
    status_ = new QLabel;
    status_->setWordWrap(true);
    status_->setMinimumHeight(status_->fontMetrics().lineSpacing() * 3);
    status_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    moves_ = new QListWidget;
    moves_->setObjectName(QStringLiteral("lambsMoves"));
    moves_->setFocusPolicy(Qt::NoFocus);
    side->addWidget(title_);
    side->addWidget(turn_);
    side->addWidget(counts_);
    side->addWidget(status_);
    side->addWidget(moves_, 1);
    analysisHead_ = new QLabel;
    analysisHead_->setObjectName(QStringLiteral("dimLabel"));
    analysisHead_->setWordWrap(true);
    analysis_ = new QTreeWidget;
    analysis_->setObjectName(QStringLiteral("lambsAnalysis"));
    analysis_->setColumnCount(2);
    analysis_->setHeaderLabels({tr("Move"), tr("Value")});
    analysis_->setRootIsDecorated(false);
    analysis_->setAlternatingRowColors(true);
    analysis_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    analysis_->setFocusPolicy(Qt::NoFocus);
    analysisHead_->hide();
    analysis_->hide();
    side->addWidget(analysisHead_);
    side->addWidget(analysis_, 1);
    undo_ = new QPushButton(tr("&Undo"));
    undo_->setToolTip(tr("Take back the last move (Ctrl+Z)"));
    auto* again = new QPushButton(tr("&New Game"));
    again->setToolTip(tr("The same players from the start"));
    analyse_ = new QPushButton(tr("&Analysis"));
    analyse_->setCheckable(true);
    analyse_->setToolTip(
        tr("The value of every legal move, by the engine's search (Ctrl+Shift+A); the computer "
           "waits meanwhile"));
    auto* close = new QPushButton(tr("Close"));
    solve_ = new QPushButton(tr("&Solve…"));
    solve_->setToolTip(
        tr("Compute the exact value of every position under this rule, once: the analysis and "
           "the Perfect level are exact afterwards"));
    // The game's own buttons above, leaving the window below.
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(analyse_);
    buttons->addWidget(undo_);
    buttons->addWidget(again);
    buttons->addStretch(1);
    auto* closeRow = new QHBoxLayout;
    closeRow->addWidget(solve_);
    closeRow->addStretch(1);
    closeRow->addWidget(close);
    side->addLayout(buttons);
    side->addLayout(closeRow);
    auto* sideBox = new QWidget;
    sideBox->setLayout(side);
    // As wide as its rows of buttons need, in any language and style; wider where there is room.
    sideBox->setMinimumWidth(std::max(300, sideBox->minimumSizeHint().width()));
    sideBox->setMaximumWidth(std::max(360, sideBox->minimumSizeHint().width()));
    row->addWidget(sideBox);

    auto* undoKey = new QShortcut(QKeySequence::Undo, this);
    connect(undoKey, &QShortcut::activated, undo_, [this] {
        if (undo_->isEnabled()) undo_->click();
    });
    connect(board_, &LambsBoardView::moveChosen, this, [this](Move m) {
        if (!session_->isComputerTurn()) session_->play(m);
    });
    connect(board_, &LambsBoardView::clickRejected, status_, &QLabel::setText);
    connect(session_, &LambsSession::changed, this, &LambsWindow::refresh);
    connect(undo_, &QPushButton::clicked, this, [this] {
        computer_->cancel();
        analyst_->cancel();
        session_->undo();
    });
    connect(again, &QPushButton::clicked, this, [this] {
        computer_->cancel();
        session_->start(session_->setup());
    });
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    connect(solve_, &QPushButton::clicked, this,
            [this] { emit solveRequested(session_->setup().capturesToWin); });
    connect(analyse_, &QPushButton::toggled, this, &LambsWindow::setAnalysing);
    auto* analyseKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), this);
    connect(analyseKey, &QShortcut::activated, analyse_, &QPushButton::toggle);
    connect(analyst_, &LambsAnalyst::analysed, this, &LambsWindow::showAnalysis);
    connect(computer_, &LambsComputer::moveFound, this, [this](Move m) {
        if (session_->isComputerTurn()) session_->play(m);
    });
    resize(900, 600);
    // Never larger than the screen, and on it (a 1280×720 screen at scale 2 is 640×360).
    FitToScreen::keepOnScreen(this);
    session_->start(setup);
}

LambsWindow::~LambsWindow() {
    computer_->cancel();
    analyst_->cancel();
}

void LambsWindow::reloadTables(const QString& dir) {
    computer_->useTables(dir);
    analyst_->useTables(dir);
    if (isAnalysing() && !session_->result().over()) analyst_->analyse(session_->game());
}

bool LambsWindow::isAnalysing() const { return session_->computerPaused(); }

void LambsWindow::setAnalysing(bool on) {
    if (on == isAnalysing()) return;
    analyse_->setChecked(on);
    analysisHead_->setVisible(on);
    analysis_->setVisible(on);
    moves_->setVisible(!on);
    if (on) computer_->cancel();
    if (!on) analyst_->cancel();
    session_->setComputerPaused(on);  // refreshes, and restarts the analysis or the computer
}

void LambsWindow::showAnalysis(const QVector<LambsMoveValue>& moves, int depth, bool final) {
    analysis_->clear();
    for (const LambsMoveValue& mv : moves)
        analysis_->addTopLevelItem(
            new QTreeWidgetItem({QString::fromStdString(mv.move.toString()),
                                 ValueWords::forMover(mv.value, mv.exact, mv.plies, mv.score)}));
    // In a player's words; the search depth only in the tooltip, for who asks.
    const int count = static_cast<int>(moves.size());
    analysisHead_->setText(final ? tr("%Ln possible move(s) · analysis finished", nullptr, count)
                                 : tr("%Ln possible move(s) · still thinking…", nullptr, count));
    analysisHead_->setToolTip(tr("Search depth %1").arg(QLocale().toString(depth)));
    board_->setHint(moves.isEmpty() ? Move() : moves.front().move);
}

QString LambsWindow::turnText() const { return turn_->text(); }
QString LambsWindow::statusText() const { return status_->text(); }

QString LambsWindow::resultText(const LambsSession& s) {
    const GameResult r = s.result();
    switch (r.reason) {
        case EndReason::FiveCaptured:
            return s.variant().capturesToWin() == kAllGoats ||
                           s.variant().capturesToWin() >= lambsBoard().goats()
                       ? tr("Tigers win: every goat is taken.")
                       : tr("Tigers win: %Ln goats taken.", nullptr, s.position().goatsCaptured());
        case EndReason::TigersBlocked:
            return tr("Goats win: no tiger can move.");
        case EndReason::GoatsBlocked:
            return tr("Tigers win: no goat can move.");
        case EndReason::Repetition:
            return tr("Draw: the same position for the third time.");
        default:
            return QString();
    }
}

void LambsWindow::refresh(Move lastMove) {
    const Position& pos = session_->position();
    const LambsSetup& setup = session_->setup();
    QString who;
    switch (setup.mode) {
        case GameMode::TwoPlayers:
            who = tr("Two players");
            break;
        case GameMode::HumanVsComputer:
            who = tr("You play the %1")
                      .arg(setup.humanSide == Side::Goats ? tr("goats") : tr("tigers"));
            break;
        case GameMode::ComputerVsComputer:
            who = tr("Computer against computer");
            break;
    }
    const int captures =
        setup.capturesToWin == kAllGoats ? lambsBoard().goats() : setup.capturesToWin;
    title_->setText(tr("Lambs and Tigers · %1 · tigers win with %2 captures")
                        .arg(who, QLocale().toString(captures))
                        .toUpper());
    const bool over = session_->result().over();
    turn_->setText(over ? resultText(*session_)
                   : session_->isComputerTurn()
                       ? tr("%1 to move (computer)").arg(sideName(pos.sideToMove()))
                       : tr("%1 to move").arg(sideName(pos.sideToMove())));
    counts_->setText(tr("Goats in hand: %1 · taken: %2 of %3")
                         .arg(QLocale().toString(pos.goatsInHand()),
                              QLocale().toString(pos.goatsCaptured()),
                              QLocale().toString(captures)));
    status_->clear();
    moves_->clear();
    const auto& moves = session_->moves();
    for (std::size_t i = 0; i < moves.size(); i += 2) {
        QString line = QStringLiteral("%1. %2").arg(i / 2 + 1).arg(
            QString::fromStdString(moves[i].toString()));
        if (i + 1 < moves.size())
            line += QStringLiteral("  ") + QString::fromStdString(moves[i + 1].toString());
        moves_->addItem(line);
    }
    moves_->scrollToBottom();
    board_->setPosition(pos, session_->isComputerTurn() ? MoveList() : session_->legalMoves(),
                        lastMove);
    board_->setInputBlocked(over                         ? tr("The game is over.")
                            : session_->isComputerTurn() ? tr("Wait: it is the computer's move.")
                                                         : QString());
    undo_->setEnabled(session_->canUndo());
    if (isAnalysing()) {
        analysis_->clear();
        analysisHead_->setText(over ? tr("The game is over: no moves to analyse.")
                                    : tr("Analysing…"));
        if (over)
            analyst_->cancel();
        else
            analyst_->analyse(session_->game());
    }
    if (!over && session_->isComputerTurn()) startComputer();
    board_->setFocus();
}

void LambsWindow::startComputer() {
    // Watching the computer play itself: a pause between moves to follow them.
    computer_->request(session_->game(), session_->setup().level,
                       session_->setup().mode == GameMode::ComputerVsComputer ? 600 : 0);
}
