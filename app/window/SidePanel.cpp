#include "window/SidePanel.h"

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTableView>
#include <QVBoxLayout>

#include "analysis/ValueWords.h"
#include "core/MoveGen.h"
#include "session/GameController.h"
#include "session/MoveListModel.h"
#include "window/SlotRow.h"

using namespace bagh;

namespace {

QString sideText(Side s) {
    return s == Side::Goats ? SidePanel::tr("Goats") : SidePanel::tr("Tigers");
}

}  // namespace

SidePanel::SidePanel(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("sidePanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(10);

    // Turn.
    auto* turn = new QWidget;
    auto* turnRow = new QHBoxLayout(turn);
    turnRow->setContentsMargins(0, 0, 0, 0);
    turnIcon_ = new QLabel;
    turnIcon_->setFixedSize(56, 56);
    turnLabel_ = new QLabel;
    turnLabel_->setObjectName(QStringLiteral("turnLabel"));
    playerLabel_ = new QLabel;
    playerLabel_->setObjectName(QStringLiteral("dimLabel"));
    playerLabel_->setWordWrap(true);
    auto* turnText = new QVBoxLayout;
    turnText->addWidget(turnLabel_);
    turnText->addWidget(playerLabel_);
    turnRow->addWidget(turnIcon_);
    turnRow->addLayout(turnText, 1);
    layout->addWidget(card(QString(), turn));

    // Goats and tigers.
    auto* counts = new QWidget;
    auto* grid = new QGridLayout(counts);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setVerticalSpacing(6);
    inHand_ = new QLabel;
    inHand_->setObjectName(QStringLiteral("bigNumber"));
    captured_ = new SlotRow(Side::Goats, kCapturesToWin, SlotRow::Style::Captured);
    blocked_ = new SlotRow(Side::Tigers, kTigers, SlotRow::Style::Blocked);
    blockedLabel_ = new QLabel;
    blockedLabel_->setObjectName(QStringLiteral("dimLabel"));
    grid->addWidget(new QLabel(tr("Goats in hand")), 0, 0);
    grid->addWidget(inHand_, 0, 1, Qt::AlignRight);
    grid->addWidget(new QLabel(tr("Goats captured")), 1, 0, 1, 2);
    grid->addWidget(captured_, 2, 0, 1, 2);
    grid->addWidget(new QLabel(tr("Blocked tigers")), 3, 0);
    grid->addWidget(blockedLabel_, 3, 1, Qt::AlignRight);
    grid->addWidget(blocked_, 4, 0, 1, 2);
    layout->addWidget(card(QString(), counts));

    // Match.
    matchLabel_ = new QLabel;
    matchLabel_->setWordWrap(true);
    matchCard_ = card(tr("Match"), matchLabel_);
    layout->addWidget(matchCard_);

    // Moves.
    moves_ = new MoveListModel(this);
    moveView_ = new QTableView;
    moveView_->setModel(moves_);
    moveView_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    moveView_->verticalHeader()->setDefaultSectionSize(24);
    moveView_->setSelectionMode(QAbstractItemView::NoSelection);
    moveView_->setFocusPolicy(Qt::NoFocus);
    moveView_->setShowGrid(false);
    moveView_->setAlternatingRowColors(true);
    moveView_->setMinimumHeight(120);
    moveView_->setToolTip(tr("Click a move to see the position after it"));
    connect(moveView_, &QTableView::clicked, this, [this](const QModelIndex& index) {
        const int ply = moves_->plyAt(index.row(), index.column());
        if (ply >= 0) emit plyClicked(ply + 1);
    });
    entry_ = new QLineEdit;
    entry_->setPlaceholderText(tr("Type a move: C1 or E1D1"));
    entry_->setClearButtonEnabled(true);
    connect(entry_, &QLineEdit::returnPressed, this, [this] {
        if (!entry_->text().trimmed().isEmpty()) emit moveEntered(entry_->text());
    });
    auto* movesBox = new QWidget;
    auto* movesLayout = new QVBoxLayout(movesBox);
    movesLayout->setContentsMargins(0, 0, 0, 0);
    movesLayout->addWidget(moveView_, 1);
    movesLayout->addWidget(entry_);
    layout->addWidget(card(tr("Moves"), movesBox), 1);

    // Engine.
    auto* engine = new QWidget;
    auto* engineLayout = new QVBoxLayout(engine);
    engineLayout->setContentsMargins(0, 0, 0, 0);
    engineHead_ = new QLabel(tr("Idle"));
    engineHead_->setWordWrap(true);
    enginePv_ = new QLabel;
    enginePv_->setObjectName(QStringLiteral("dimLabel"));
    enginePv_->setWordWrap(true);
    enginePv_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    engineLayout->addWidget(engineHead_);
    engineLayout->addWidget(enginePv_);
    layout->addWidget(card(tr("Engine"), engine));
}

QWidget* SidePanel::card(const QString& title, QWidget* body) {
    auto* frame = new QFrame;
    frame->setObjectName(QStringLiteral("card"));
    auto* l = new QVBoxLayout(frame);
    l->setContentsMargins(12, 10, 12, 10);
    l->setSpacing(6);
    if (!title.isEmpty()) {
        auto* t = new QLabel(title.toUpper());
        t->setObjectName(QStringLiteral("cardTitle"));
        l->addWidget(t);
    }
    l->addWidget(body, 1);
    return frame;
}

void SidePanel::refresh(const GameController& c) {
    const Game& game = c.game();
    const Position& pos = game.current();
    const GameResult r = game.result();
    const Side mover = pos.sideToMove();
    const Side shown =
        r.over() ? (r.outcome == Outcome::TigersWin ? Side::Tigers : Side::Goats) : mover;
    const qreal dpr = devicePixelRatioF();
    QPixmap icon = pieces_.pixmap(shown, 48, dpr);
    turnIcon_->setPixmap(r.outcome == Outcome::Draw ? QPixmap() : icon);
    if (r.over()) {
        turnLabel_->setText(r.outcome == Outcome::Draw        ? tr("Draw")
                            : r.outcome == Outcome::TigersWin ? tr("Tigers win")
                                                              : tr("Goats win"));
        playerLabel_->setText(tr("Game over"));
    } else {
        turnLabel_->setText(tr("%1 to move").arg(sideText(mover)));
        playerLabel_->setText(c.isThinking() ? tr("%1 is thinking…").arg(c.playerName(mover))
                                             : c.playerName(mover));
    }

    // Numbers in the language's digits (QLocale's default is the interface language).
    inHand_->setText(QLocale().toString(pos.goatsInHand()));
    captured_->setMarked(pos.goatsCaptured());
    const int blocked = popcount(blockedTigers(pos));
    blocked_->setMarked(blocked);
    blockedLabel_->setText(tr("%1 of 4").arg(QLocale().toString(blocked)));

    const GameSetup& s = c.setup();
    matchCard_->setVisible(s.match);
    if (s.match) {
        const auto games = c.matchGames();
        const int a = match::matchPoints(games, true), b = match::matchPoints(games, false);
        QString text = tr("Game %1 of 2 · %2: %3 · %5: %4")
                           .arg(QLocale().toString(c.matchGameIndex() + 1))
                           .arg(c.matchPlayerName(true))
                           .arg(QLocale().toString(a))
                           .arg(QLocale().toString(b))
                           .arg(c.matchPlayerName(false));
        matchLabel_->setText(text);
    }

    // The whole game, so moves stepped back over stay in the list (dimmed).
    const Game full = c.fullGame();
    moves_->setGame(full, c.currentPly());
    if (const QModelIndex last = moves_->lastMoveIndex(); last.isValid()) moveView_->scrollTo(last);
}

void SidePanel::showEngineInfo(const EngineInfo& info) {
    // Words a player understands; the search's numbers go to the tooltip.
    engineHead_->setText(
        ValueWords::forPlayer(info.sideToMove, info.value, info.proven, info.plies, info.score));
    enginePv_->setText(info.pv.isEmpty() ? QString() : tr("Expects: %1").arg(info.pv));
    const QString detail = info.depth > 0
                               ? tr("Depth %1 · %2")
                                     .arg(info.depth)
                                     .arg(ValueWords::forSides(info.sideToMove, info.value,
                                                               info.proven, info.plies, info.score))
                               : ValueWords::forSides(info.sideToMove, info.value, info.proven,
                                                      info.plies, info.score);
    engineHead_->setToolTip(detail);
}

void SidePanel::setThinking(bool thinking) {
    if (thinking) {
        engineHead_->setText(tr("Thinking…"));
        enginePv_->clear();
    } else if (enginePv_->text().isEmpty()) {
        // Stopped before the first report: nothing worth keeping on screen.
        engineHead_->setText(tr("Idle"));
    }
}

void SidePanel::resetEngine() {
    engineHead_->setText(tr("Idle"));
    engineHead_->setToolTip(QString());
    enginePv_->clear();
}

void SidePanel::addCard(QWidget* card) { layout()->addWidget(card); }

QString SidePanel::turnText() const { return turnLabel_->text(); }
int SidePanel::capturedShown() const { return captured_->marked(); }
int SidePanel::blockedShown() const { return blocked_->marked(); }
