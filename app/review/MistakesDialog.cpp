#include "review/MistakesDialog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

#include "board/BoardView.h"
#include "ui/ButtonKeys.h"
#include "ui/FitToScreen.h"
#include "session/MoveListModel.h"
#include "ui/AppStyle.h"

using bagh::GameValue;
using bagh::Side;
using bagh::review::PlyValue;
using State = MistakeDrill::State;

namespace {

QString rightColour() { return QStringLiteral("color: %1;").arg(AppStyle::colour("good").name()); }
QString wrongColour() { return QStringLiteral("color: %1;").arg(AppStyle::colour("warn").name()); }

}  // namespace

MistakesDialog::MistakesDialog(GameSession* session, const bagh::games::Game& game,
                               const bagh::review::GameReview& review, Side side, QWidget* parent)
    : QDialog(parent), drill_(new MistakeDrill(session, game, review, side, this)) {
    setWindowTitle(tr("Learn from Your Mistakes"));
    auto* row = new QHBoxLayout(this);
    board_ = new BoardView;
    board_->setMinimumSize(200, 200);  // small screens: the board gives way first
    board_->setAccessibleDescription(tr("The position of the mistake: find a better move"));
    row->addWidget(board_, 1);

    auto* column = new QVBoxLayout;
    header_ = new QLabel;
    header_->setObjectName(QStringLiteral("cardTitle"));
    progress_ = new QLabel;
    progress_->setAccessibleName(tr("Progress"));
    task_ = new QLabel;
    task_->setObjectName(QStringLiteral("turnLabel"));
    task_->setWordWrap(true);
    task_->setAccessibleName(tr("Task"));
    context_ = new QLabel;
    context_->setWordWrap(true);
    context_->setAccessibleName(tr("In the game"));
    feedback_ = new QLabel;
    feedback_->setWordWrap(true);
    feedback_->setMinimumHeight(feedback_->fontMetrics().lineSpacing() * 4);
    feedback_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    feedback_->setAccessibleName(tr("What your move did"));
    for (QLabel* l : {header_, progress_, task_, context_, feedback_})
        l->setTextFormat(Qt::PlainText);
    column->addWidget(header_);
    column->addWidget(progress_);
    column->addWidget(task_);
    column->addWidget(context_);
    column->addSpacing(8);
    column->addWidget(feedback_);
    column->addStretch(1);

    previous_ = new QPushButton(tr("&Previous"));
    previous_->setToolTip(tr("The mistake before (P)"));
    next_ = new QPushButton(tr("&Next"));
    next_->setToolTip(tr("The next mistake; skips this one if it is not found yet (N)"));
    retry_ = new QPushButton(tr("&Try Again"));
    retry_->setToolTip(tr("The same position again (R)"));
    auto* steps = new QHBoxLayout;
    steps->addWidget(previous_);
    steps->addWidget(next_);
    steps->addStretch(1);
    steps->addWidget(retry_);
    column->addLayout(steps);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    close_ = buttons->button(QDialogButtonBox::Close);
    column->addWidget(buttons);
    auto* sideBox = new QWidget;
    sideBox->setLayout(column);
    sideBox->setFixedWidth(360);
    row->addWidget(sideBox);

    // Plain keys as well as the access keys: the board keeps the focus while a move is sought.
    ButtonKeys::clickOnKey(this, Qt::Key_P, previous_);
    ButtonKeys::clickOnKey(this, Qt::Key_N, next_);
    ButtonKeys::clickOnKey(this, Qt::Key_R, retry_);

    connect(board_, &BoardView::moveChosen, drill_, &MistakeDrill::play);
    connect(board_, &BoardView::clickRejected, this, [this](const QString& why) {
        feedback_->setStyleSheet(QString());
        feedback_->setText(why);
    });
    connect(drill_, &MistakeDrill::positionChanged, this,
            [this](bagh::games::Move last, bool animate) {
                board_->setPosition(drill_->position(), drill_->legalMoves(), last, animate);
            });
    connect(drill_, &MistakeDrill::stateChanged, this, &MistakesDialog::onState);
    connect(drill_, &MistakeDrill::practised, this, &MistakesDialog::practised);
    connect(previous_, &QPushButton::clicked, drill_, &MistakeDrill::previous);
    connect(next_, &QPushButton::clicked, drill_, &MistakeDrill::next);
    connect(retry_, &QPushButton::clicked, drill_, &MistakeDrill::retry);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(900, 500);  // fits a 960×540 screen with the window's title bar
    FitToScreen::keepOnScreen(this);

    header_->setText(
        (side == Side::Goats ? tr("The goats' mistakes") : tr("The tigers' mistakes")).toUpper());
    if (drill_->count() == 0) {
        board_->setPosition(game.current(), {}, game.lastMove(), false);
        onState(State::Empty);
        return;
    }
    int first = 0;
    while (first < drill_->count() && drill_->isPractised(drill_->exerciseAt(first).ply)) ++first;
    drill_->start(first < drill_->count() ? first : 0);
}

QString MistakesDialog::task() const { return task_->text(); }
QString MistakesDialog::context() const { return context_->text(); }
QString MistakesDialog::feedback() const { return feedback_->text(); }
QString MistakesDialog::progress() const { return progress_->text(); }

QString MistakesDialog::moveWords(bagh::games::Move m) const {
    return MoveListModel::moveText(drill_->kind(), m);
}

QString MistakesDialog::taskText(Side side, const PlyValue& before) {
    if (before.value == GameValue::Win)
        return side == Side::Goats ? tr("Goats to move: find a move that keeps the win.")
                                   : tr("Tigers to move: find a move that keeps the win.");
    return side == Side::Goats ? tr("Goats to move: find a move that keeps the draw.")
                               : tr("Tigers to move: find a move that keeps the draw.");
}

QString MistakesDialog::costText(Side side, const QString& move, const PlyValue& before,
                                 const PlyValue& after) {
    const bool goats = side == Side::Goats;
    if (after.value == GameValue::Draw)
        return tr("%1 gives the win away: the game is only a draw after it.").arg(move);
    if (before.value == GameValue::Win)
        return (goats ? tr("%1 throws the win away: the tigers win after it.")
                      : tr("%1 throws the win away: the goats win after it."))
            .arg(move);
    return (goats ? tr("%1 lets the tigers win.") : tr("%1 lets the goats win.")).arg(move);
}

void MistakesDialog::onState(State state) {
    const Side side = drill_->side();
    const int count = drill_->count();
    const int i = drill_->index();
    previous_->setEnabled(i > 0);
    next_->setEnabled(i >= 0 && i + 1 < count && state != State::Judging);
    // Also while a try waits for its values: a way out should they be slow.
    retry_->setEnabled(state == State::Judging || state == State::Refuting ||
                       state == State::Wrong || state == State::Right);
    if (state == State::Empty) {
        progress_->clear();
        task_->setText(side == Side::Goats
                           ? tr("The goats made no mistake in this game: nothing to practise.")
                           : tr("The tigers made no mistake in this game: nothing to practise."));
        board_->setInputBlocked(tr("Nothing to practise."));
        close_->setFocus();
        return;
    }
    const bagh::review::PlyReview& ex = drill_->exercise();
    QString progress = tr("%1 of %2").arg(QLocale().toString(i + 1), QLocale().toString(count));
    if (drill_->isPractised(ex.ply)) progress += QStringLiteral(" · ") + tr("practised");
    progress_->setText(progress);
    task_->setText(taskText(side, ex.before));
    context_->setText(
        tr("In the game: %1").arg(costText(side, moveWords(ex.move), ex.before, ex.after)));
    const QString tried = moveWords(drill_->tried());
    const QString them =
        side == Side::Goats ? tr("The tigers answer %1.") : tr("The goats answer %1.");
    QString cost = costText(side, tried, ex.before, drill_->triedValue());
    if (!drill_->answer().isNull())
        cost += QLatin1Char(' ') + them.arg(moveWords(drill_->answer()));
    switch (state) {
        case State::Solving:
            board_->setInputBlocked(QString());
            feedback_->setStyleSheet(QString());
            feedback_->setText(
                tr("Play your move on the board: click, or the arrow keys and "
                   "Space."));
            board_->setFocus();
            break;
        case State::Judging:
            board_->setInputBlocked(tr("Checking your move."));
            feedback_->setStyleSheet(QString());
            feedback_->setText(tr("Checking %1…").arg(tried));
            break;
        case State::Unproven:
            board_->setInputBlocked(QString());
            feedback_->setStyleSheet(QString());
            feedback_->setText(
                tr("No proven value is known for %1 here: try a move the tables decide.")
                    .arg(tried));
            board_->setFocus();
            break;
        case State::Right:
            board_->setInputBlocked(tr("Found: press Next."));
            feedback_->setStyleSheet(rightColour());
            feedback_->setText((ex.before.value == GameValue::Win ? tr("Yes: %1 keeps the win.")
                                                                  : tr("Yes: %1 keeps the draw."))
                                   .arg(tried) +
                               QLatin1Char(' ') +
                               (i + 1 < count ? tr("Press Next for the next mistake.")
                                              : tr("That was the last one.")));
            if (i + 1 < count) {
                next_->setDefault(true);
                next_->setFocus();
            } else {
                close_->setDefault(true);
                close_->setFocus();
            }
            break;
        case State::Refuting:
            board_->setInputBlocked(tr("Not that one: see why."));
            feedback_->setStyleSheet(wrongColour());
            feedback_->setText(cost);
            break;
        case State::Wrong:
            board_->setInputBlocked(tr("Press Try Again."));
            feedback_->setStyleSheet(wrongColour());
            feedback_->setText(cost + QLatin1Char(' ') + tr("Press Try Again."));
            retry_->setDefault(true);
            retry_->setFocus();
            break;
        case State::Empty:
            break;
    }
}
