#include "puzzles/PuzzleDialog.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>
#include <cmath>

#include "board/BoardView.h"
#include "dialogs/ButtonKeys.h"
#include "dialogs/FitToScreen.h"
#include "session/GameSession.h"
#include "session/MoveListModel.h"
#include "window/AppStyle.h"

using namespace bagh;

namespace {

// The scheme's colours for a right and a wrong answer (readable on light and dark).
QString rightColour() { return QStringLiteral("color: %1;").arg(AppStyle::colour("good").name()); }
QString wrongColour() { return QStringLiteral("color: %1;").arg(AppStyle::colour("warn").name()); }

QString sideName(Side s) {
    return s == Side::Goats ? PuzzleDialog::tr("Goats") : PuzzleDialog::tr("Tigers");
}

// A move as the move list shows it in the puzzle's game: "C1", "E1–D1"; "12", "3–9".
QString moveWords(const puzzle::GamePuzzle& p, games::Move m) {
    return MoveListModel::moveText(p.kind(), m);
}

}  // namespace

PuzzleDialog::PuzzleDialog(GameSession* seat, QWidget* parent)
    : QDialog(parent), session_(new PuzzleSession(seat, this)) {
    setWindowTitle(tr("Puzzles"));
    auto* row = new QHBoxLayout(this);
    board_ = new BoardView;
    board_->setMinimumSize(200, 200);  // small screens: the board gives way first
    row->addWidget(board_, 1);

    auto* side = new QVBoxLayout;
    // Both games' puzzles, the window's game first.
    game_ = new QComboBox;
    const games::GameKind first = seat ? seat->game().kind() : games::GameKind::BaghChal;
    for (const games::GameKind kind :
         {first,
          first == games::GameKind::BaghChal ? games::GameKind::Lambs : games::GameKind::BaghChal})
        game_->addItem(kind == games::GameKind::Lambs ? tr("Lambs and Tigers") : tr("Bagh-Chal"),
                       static_cast<int>(kind));
    game_->setAccessibleName(tr("Game"));
    game_->setToolTip(tr("Whose puzzles: each game keeps its own rating"));
    auto* gameRow = new QHBoxLayout;
    auto* gameLabel = new QLabel(tr("&Game:"));
    gameLabel->setBuddy(game_);
    gameRow->addWidget(gameLabel);
    gameRow->addWidget(game_, 1);
    side->addLayout(gameRow);
    header_ = new QLabel;
    header_->setObjectName(QStringLiteral("cardTitle"));
    task_ = new QLabel;
    task_->setObjectName(QStringLiteral("turnLabel"));
    task_->setWordWrap(true);
    progress_ = new QLabel;
    progress_->setWordWrap(true);
    feedback_ = new QLabel;
    feedback_->setWordWrap(true);
    feedback_->setMinimumHeight(feedback_->fontMetrics().lineSpacing() * 4);
    feedback_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    solution_ = new QLabel;
    solution_->setWordWrap(true);
    rating_ = new QLabel;
    rating_->setWordWrap(true);
    // The texts scroll where a small screen (960×540 at scale 2, a long translation) leaves them
    // too little room; the Game choice above and the buttons below stay in sight.
    auto* texts = new QVBoxLayout;
    texts->setContentsMargins(0, 0, 0, 0);
    texts->addWidget(header_);
    texts->addWidget(task_);
    texts->addWidget(progress_);
    texts->addSpacing(8);
    texts->addWidget(feedback_);
    texts->addWidget(solution_);
    texts->addStretch(1);
    texts->addWidget(rating_);
    auto* textBox = new QWidget;
    textBox->setLayout(texts);
    auto* scroll = new QScrollArea;
    scroll->setWidget(textBox);
    textBox->setAutoFillBackground(false);  // after setWidget, which turns it on
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->viewport()->setAutoFillBackground(false);
    side->addWidget(scroll, 1);
    hint_ = new QPushButton(tr("&Hint"));
    hint_->setToolTip(tr("Show the move to find (H); the puzzle then counts as failed"));
    retry_ = new QPushButton(tr("&Try Again"));
    retry_->setToolTip(tr("The same puzzle from its start (R)"));
    solutionButton_ = new QPushButton(tr("&Show Solution"));
    solutionButton_->setToolTip(
        tr("After a wrong move: the puzzle from its start, every move of the solution listed (S)"));
    next_ = new QPushButton(tr("&Next Puzzle"));
    next_->setToolTip(tr("A new puzzle near your rating (N)"));
    auto* close = new QPushButton(tr("Close"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(hint_);
    buttons->addWidget(retry_);
    buttons->addStretch(1);
    buttons->addWidget(next_);
    auto* closeRow = new QHBoxLayout;
    closeRow->addWidget(solutionButton_);
    closeRow->addStretch(1);
    closeRow->addWidget(close);
    side->addLayout(buttons);
    side->addLayout(closeRow);
    auto* sideBox = new QWidget;
    sideBox->setLayout(side);
    sideBox->setFixedWidth(360);
    row->addWidget(sideBox);

    // Plain keys as well as the buttons' Alt mnemonics: the board keeps the focus while solving.
    ButtonKeys::clickOnKey(this, Qt::Key_H, hint_);
    ButtonKeys::clickOnKey(this, Qt::Key_R, retry_);
    ButtonKeys::clickOnKey(this, Qt::Key_N, next_);
    ButtonKeys::clickOnKey(this, Qt::Key_S, solutionButton_);

    // The one board view and the session speak the neutral types of either game.
    connect(board_, &BoardView::moveChosen, session_, &PuzzleSession::play);
    connect(board_, &BoardView::clickRejected, this,
            [this](const QString& why) { feedback_->setText(why); });
    connect(session_, &PuzzleSession::positionChanged, this,
            [this](bagh::games::Move last, bool animate) {
                board_->setHint({});
                board_->setPosition(session_->position(), session_->legalMoves(), last, animate);
            });
    connect(session_, &PuzzleSession::stateChanged, this, &PuzzleDialog::onState);
    connect(session_, &PuzzleSession::ratingChanged, this, &PuzzleDialog::updateRating);
    connect(hint_, &QPushButton::clicked, this, &PuzzleDialog::showHint);
    // The listed solution stays while the player plays it through, until the puzzle is left.
    connect(retry_, &QPushButton::clicked, solution_, &QLabel::clear);
    connect(next_, &QPushButton::clicked, solution_, &QLabel::clear);
    connect(retry_, &QPushButton::clicked, session_, &PuzzleSession::retry);
    connect(next_, &QPushButton::clicked, session_, &PuzzleSession::next);
    connect(solutionButton_, &QPushButton::clicked, this, &PuzzleDialog::showSolution);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    resize(900, 500);  // fits a 960×540 screen with the window's title bar
    // Never larger than the screen, and on it (a 1280×720 screen at scale 2 is 640×360).
    FitToScreen::keepOnScreen(this);

    connect(game_, &QComboBox::currentIndexChanged, this, &PuzzleDialog::loadGame);
    loadGame();
}

void PuzzleDialog::setGame(games::GameKind kind) {
    game_->setCurrentIndex(game_->findData(static_cast<int>(kind)));
}

void PuzzleDialog::loadGame() {
    solution_->clear();
    QStringList errors;
    const auto kind = static_cast<games::GameKind>(game_->currentData().toInt());
    const bool loaded = session_->setGame(kind, &errors) > 0;
    for (QPushButton* b : {hint_, retry_, solutionButton_, next_}) b->setEnabled(loaded);
    if (!loaded) {
        header_->setText(tr("PUZZLES"));
        task_->setText(tr("No puzzles could be read."));
        progress_->clear();
        feedback_->setText(errors.join(QLatin1Char('\n')));
        board_->setPosition(
            games::Game::start(kind, RepetitionRule::ThirdOccurrenceDraws).current(), {}, {},
            false);
        return;
    }
    updateRating();
    session_->next();
}

QString PuzzleDialog::task() const { return task_->text(); }
QString PuzzleDialog::feedback() const { return feedback_->text(); }
QString PuzzleDialog::progress() const { return progress_->text(); }
QString PuzzleDialog::solution() const { return solution_->text(); }
QString PuzzleDialog::ratingText() const { return rating_->text(); }

QString PuzzleDialog::taskText(const puzzle::GamePuzzle& p) {
    const QString who = sideName(p.solver());
    if (p.goal == puzzle::Goal::Win)
        return p.solverMoves() > 1 ? tr("%1 to move: find the only winning moves, %2 in a row.")
                                         .arg(who, QLocale().toString(p.solverMoves()))
                                   : tr("%1 to move: find the only winning move.").arg(who);
    return p.solverMoves() > 1
               ? tr("%1 to move: find the only moves that save the game, %2 in a row.")
                     .arg(who, QLocale().toString(p.solverMoves()))
               : tr("%1 to move: find the only move that saves the game.").arg(who);
}

QString PuzzleDialog::costText(const puzzle::GamePuzzle& p, const Refutation& r) {
    const Side other = p.solver() == Side::Goats ? Side::Tigers : Side::Goats;
    const QString wrong = moveWords(p, r.wrong);
    const QString them = other == Side::Goats ? tr("the goats") : tr("the tigers");
    const QString reply = moveWords(p, r.reply);
    const bool answered = !r.reply.isNull();
    if (r.value != GameValue::Loss)
        return answered
                   ? tr("%1 gives the win away: %2 answer %3 and hold the draw.")
                         .arg(wrong, them, reply)
                   : tr("%1 gives the win away: with best play the game is a draw.").arg(wrong);
    if (!r.proven || r.plies <= 0)
        return answered
                   ? tr("%1 loses: %2 answer %3 and win with best play.").arg(wrong, them, reply)
                   : tr("%1 loses: %2 win with best play.").arg(wrong, them);
    // A player counts moves, one side's turn each, and cares how soon the winner gets there.
    // The plies after the wrong move begin and end with the winner's moves (the winner answers
    // first and makes the last move), so the winner makes (plies + 1) / 2 of them.
    const int moves = (r.plies + 1) / 2;
    return answered ? tr("%1 loses: %2 answer %3 and win in %Ln moves.", nullptr, moves)
                          .arg(wrong, them, reply)
                    : tr("%1 loses: %2 win in %Ln moves.", nullptr, moves).arg(wrong, them);
}

QString PuzzleDialog::solutionText(const puzzle::GamePuzzle& p) {
    const QString them = p.solver() == Side::Goats ? tr("the tigers") : tr("the goats");
    QStringList moves;
    for (std::size_t k = 0; k < p.line.size(); k += 2) {
        const QString mine = moveWords(p, p.line[k]);
        moves.append(k + 1 < p.line.size()
                         ? tr("%1 (%2 answer %3)").arg(mine, them, moveWords(p, p.line[k + 1]))
                         : mine);
    }
    return tr("The solution: %1. Play it on the board.").arg(moves.join(QStringLiteral(", ")));
}

void PuzzleDialog::showPuzzle() {
    const puzzle::GamePuzzle& p = session_->puzzle();
    header_->setText(tr("Puzzle %1 of %2 · rated %3")
                         .arg(QLocale().toString(session_->index() + 1),
                              QLocale().toString(session_->count()), QLocale().toString(p.rating))
                         .toUpper());
    task_->setText(taskText(p));
}

void PuzzleDialog::onState(PuzzleSession::State state) {
    using State = PuzzleSession::State;
    const puzzle::GamePuzzle& p = session_->puzzle();
    const bool solving = state == State::Solving;
    hint_->setEnabled(solving);
    // Whenever the board is not at the puzzle's start (a reply on its way included).
    retry_->setEnabled(state != State::Empty && (state != State::Solving || session_->found() > 0));
    // Only once the attempt has failed: before, the answer would be a free solve.
    solutionButton_->setEnabled(state == State::Failed);
    next_->setEnabled(state != State::Judging);
    if (state == State::Empty) return;
    showPuzzle();
    progress_->setText(
        tr("Found %1 of %2")
            .arg(QLocale().toString(session_->found()), QLocale().toString(session_->toFind())));
    switch (state) {
        case State::Solving:
            board_->setInputBlocked(QString());
            if (session_->found() == 0) {
                feedback_->setStyleSheet(QString());
                feedback_->setText(p.phase() == puzzle::Phase::Placement
                                       ? tr("Placement: %Ln goats still in hand.", nullptr,
                                            p.position.goatsInHand())
                                       : tr("All goats are placed: pieces slide or jump."));
            } else {
                feedback_->setStyleSheet(rightColour());
                feedback_->setText(tr("Right. Find the next move."));
            }
            board_->setFocus();
            break;
        case State::Replying:
            board_->setInputBlocked(tr("The reply is coming."));
            feedback_->setStyleSheet(rightColour());
            feedback_->setText(tr("Right!"));
            break;
        case State::Judging:
            board_->setInputBlocked(tr("Not that one."));
            feedback_->setStyleSheet(wrongColour());
            feedback_->setText(tr("Not that one. Finding the answer…"));
            break;
        case State::Solved:
            board_->setInputBlocked(tr("Solved: press Next Puzzle."));
            feedback_->setStyleSheet(rightColour());
            feedback_->setText(p.goal == puzzle::Goal::Win
                                   ? tr("Solved! Every move was the only winning one.")
                                   : tr("Solved! Every move was the only one that holds."));
            next_->setDefault(true);
            next_->setFocus();
            break;
        case State::Failed:
            board_->setInputBlocked(tr("Press Try Again, Show Solution or Next Puzzle."));
            feedback_->setStyleSheet(wrongColour());
            feedback_->setText(costText(p, session_->refutation()));
            retry_->setDefault(true);
            retry_->setFocus();
            break;
        case State::Empty:
            break;
    }
}

void PuzzleDialog::showHint() {
    const bagh::games::Move move = session_->hint();
    if (move.isNull()) return;
    board_->setHint(move);
    feedback_->setStyleSheet(QString());
    feedback_->setText(
        tr("The move to find is marked: %1.").arg(moveWords(session_->puzzle(), move)));
    board_->setFocus();
}

void PuzzleDialog::showSolution() {
    if (session_->state() != PuzzleSession::State::Failed) return;
    // The attempt has already counted as failed: going back to the start changes nothing more.
    session_->retry();
    solution_->setStyleSheet(rightColour());
    solution_->setText(solutionText(session_->puzzle()));
    board_->setHint(session_->lineMove(0));
    board_->setFocus();
}

void PuzzleDialog::updateRating() {
    const PlayerRating& r = session_->rating();
    QString text = tr("Your puzzle rating: %1").arg(QLocale().toString(std::lround(r.rating)));
    if (r.deviation >= 200) text += QLatin1Char(' ') + tr("(provisional)");
    if (session_->counted() && std::lround(session_->lastChange()) != 0) {
        const long change = std::lround(session_->lastChange());
        text += QStringLiteral(" (%1%2)")
                    .arg(change > 0 ? QStringLiteral("+") : QStringLiteral("−"))
                    .arg(QLocale().toString(std::abs(change)));
    }
    text +=
        QLatin1Char('\n') + tr("Solved %1 of %2 tried")
                                .arg(QLocale().toString(r.solved), QLocale().toString(r.attempts));
    rating_->setText(text);
}
