#include "window/SidePanel.h"

#include <bit>

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include "analysis/PositionVerdict.h"
#include "analysis/ValueWords.h"
#include "engine/core/MoveGen.h"
#include "session/GameSession.h"
#include "session/GameWords.h"
#include "session/MoveListModel.h"
#include "ui/CellFocus.h"
#include "window/SlotRow.h"

using namespace bagh::games;
using bagh::GameResult;
using bagh::Outcome;
using bagh::Side;
namespace games = bagh::games;
namespace match = bagh::match;

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
    turnIcon_->setObjectName(QStringLiteral("turnIcon"));
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

    // Goats and tigers: each count on one row beside its label, so the whole panel fits a
    // 1280×720 screen without scrolling.
    auto* counts = new QWidget;
    auto* grid = new QGridLayout(counts);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setVerticalSpacing(4);
    inHand_ = new QLabel;
    inHand_->setObjectName(QStringLiteral("bigNumber"));
    captured_ = new SlotRow(Side::Goats, bagh::kCapturesToWin, SlotRow::Style::Captured);
    blocked_ = new SlotRow(Side::Tigers, bagh::kTigers, SlotRow::Style::Blocked);
    auto label = [](const QString& text) {
        auto* l = new QLabel(text);
        l->setWordWrap(true);
        return l;
    };
    // The clocks, when the game has them: one row on top, each side's time beside its name (a
    // row here, not a card of its own, so the panel still fits 1280×720).
    clockRow_ = new QWidget;
    auto* clockRow = new QHBoxLayout(clockRow_);
    clockRow->setContentsMargins(0, 0, 0, 4);
    goatsClock_ = new QLabel;
    tigersClock_ = new QLabel;
    for (QLabel* l : {goatsClock_, tigersClock_}) {
        l->setObjectName(QStringLiteral("clock"));
        l->setTextFormat(Qt::RichText);
    }
    clockRow->addWidget(goatsClock_, 1);
    clockRow->addWidget(tigersClock_, 1, Qt::AlignRight);
    clockRow_->hide();
    grid->addWidget(clockRow_, 0, 0, 1, 2);
    grid->addWidget(label(tr("Goats in hand")), 1, 0);
    grid->addWidget(inHand_, 1, 1, Qt::AlignRight);
    grid->addWidget(label(tr("Goats captured")), 2, 0);
    grid->addWidget(captured_, 2, 1, Qt::AlignRight);
    grid->addWidget(label(tr("Blocked tigers")), 3, 0);
    grid->addWidget(blocked_, 3, 1, Qt::AlignRight);
    grid->setColumnStretch(0, 1);
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
    moveView_->setAccessibleName(tr("Moves"));
    moveView_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    moveView_->verticalHeader()->setDefaultSectionSize(24);
    moveView_->setSelectionMode(QAbstractItemView::NoSelection);
    // Tab reaches the list (a screen reader reads its moves); a click leaves the focus where
    // it was, on the board.
    moveView_->setFocusPolicy(Qt::TabFocus);
    moveView_->setTabKeyNavigation(false);
    CellFocus::install(moveView_);
    moveView_->setShowGrid(false);
    moveView_->setAlternatingRowColors(true);
    moveView_->setMinimumHeight(72);  // three rows
    // The list takes what room is left; its own preferred height (192) must not count, or the
    // panel's word-wrapped labels make the scroll area ask for it and scroll at 1280×720.
    moveView_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    moveView_->setToolTip(tr("Click a move to see the position after it"));
    connect(moveView_, &QTableView::clicked, this, [this](const QModelIndex& index) {
        const int ply = moves_->plyAt(index.row(), index.column());
        if (ply >= 0) emit plyClicked(ply + 1);
    });
    entry_ = new QLineEdit;
    entry_->setAccessibleName(tr("Type a move"));
    entry_->setClearButtonEnabled(true);
    // The clear button Qt adds has an icon and no words: name it for a screen reader.
    for (QToolButton* clear : entry_->findChildren<QToolButton*>())
        clear->setAccessibleName(tr("Clear the move"));
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
    enginePv_->hide();
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

QPixmap SidePanel::drawIcon(qreal dpr) {
    QPixmap both(QSize(48, 48) * dpr);
    both.setDevicePixelRatio(dpr);
    both.fill(Qt::transparent);
    QPainter painter(&both);
    painter.drawPixmap(QPointF(0, 0), pieces_.pixmap(Side::Tigers, 32, dpr));
    painter.drawPixmap(QPointF(16, 16), pieces_.pixmap(Side::Goats, 32, dpr));
    return both;
}

void SidePanel::refresh(const GameSession& c) {
    if (c.game().kind() != kind_ || entry_->placeholderText().isEmpty())
        entry_->setPlaceholderText(c.game().kind() == GameKind::Lambs
                                       ? tr("Type a move: 12 or 3-9")
                                       : tr("Type a move: C1 or E1D1"));
    kind_ = c.game().kind();
    const Game& game = c.game();
    const Position& pos = game.current();
    const GameResult r = game.result();
    const Side mover = pos.sideToMove();
    const Side shown =
        r.over() ? (r.outcome == Outcome::TigersWin ? Side::Tigers : Side::Goats) : mover;
    const qreal dpr = devicePixelRatioF();
    // A draw is neither side's: a tiger and a goat together, never a blank.
    turnIcon_->setPixmap(r.outcome == Outcome::Draw ? drawIcon(dpr)
                                                    : pieces_.pixmap(shown, 48, dpr));
    if (r.over()) {
        // The result in the window's one set of words; a grand win's name is the banner's.
        bagh::GameResult plain = r;
        plain.grand = bagh::GrandWin::None;
        turnLabel_->setText(ValueWords::result(plain));
        playerLabel_->setText(tr("Game over"));
    } else {
        turnLabel_->setText(tr("%1 to move").arg(sideText(mover)));
        playerLabel_->setText(c.isThinking() ? tr("%1 is thinking…").arg(c.playerName(mover))
                                             : playerWaiting(c, mover));
    }

    // Numbers in the language's digits (QLocale's default is the interface language).
    inHand_->setText(QLocale().toString(pos.goatsInHand()));
    captured_->setMarked(pos.goatsCaptured());
    const int blocked = std::popcount(games::blockedTigers(pos));
    const BoardShape& shape = c.game().shape();
    captured_->setCount(pos.capturesToWin());
    blocked_->setCount(shape.tigers);
    blocked_->setMarked(blocked);
    captured_->setToolTip(
        tr("%1 of %2 goats captured")
            .arg(QLocale().toString(pos.goatsCaptured()), QLocale().toString(pos.capturesToWin())));
    blocked_->setToolTip(tr("%1 of %2 tigers blocked")
                             .arg(QLocale().toString(blocked), QLocale().toString(shape.tigers)));

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
    if (const QModelIndex last = moves_->lastMoveIndex(); last.isValid()) {
        moveView_->scrollTo(last);
        // Tab lands on the move last played, not on the first.
        CellFocus::landOn(moveView_, last);
    }
}

QString SidePanel::playerWaiting(const GameSession& c, Side mover) {
    const QString name = c.playerName(mover);
    // Say why the computer does not move when it is its turn: nothing runs then.
    if (!c.movesByItself(mover) || c.isSelfMoverTurn()) return name;
    if (c.computerPaused())
        return tr("%1: waits while analysis is on; you may move for it").arg(name);
    if (c.currentPly() < c.lastPly())
        return tr("%1: waits while an earlier position is shown").arg(name);
    if (c.watchPaused()) return tr("%1: paused").arg(name);
    return name;
}

void SidePanel::movePlayed(Move move) {
    // The line the engine expected began with the move now played: show what it expects next.
    QStringList line = pv_.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (line.isEmpty() || line.front() != MoveListModel::moveText(kind_, move)) {
        pv_.clear();
        setExpected(QString());
        return;
    }
    line.removeFirst();
    pv_ = line.join(QLatin1Char(' '));
    setExpected(pv_.isEmpty() ? QString() : tr("Expects: %1").arg(pv_));
}

void SidePanel::setExpected(const QString& text) {
    enginePv_->setText(text);
    // No empty line held open: the panel fits a 1280×720 screen in Nepali's taller script too.
    enginePv_->setVisible(!text.isEmpty());
}

void SidePanel::followVerdict(const PositionVerdict* verdict) {
    verdict_ = verdict;
    connect(verdict, &PositionVerdict::changed, this, &SidePanel::updateHead);
    updateHead();
}

void SidePanel::updateHead() {
    if (!verdict_ && !thinking_ && !enginePv_->text().isEmpty()) return;  // the last report stays
    const QString words = verdict_ ? verdict_->headline() : QString();
    if (!words.isEmpty())
        engineHead_->setText(words);
    else
        engineHead_->setText(thinking_ ? tr("Thinking…") : tr("Idle"));
    // Once the game is over the result is all there is to say: no line of play, no search.
    if (verdict_ && verdict_->isOver()) {
        pv_.clear();
        setExpected(QString());
        engineHead_->setToolTip(QString());
    }
}

void SidePanel::showEngineInfo(const EngineInfo& info) {
    if (verdict_ && verdict_->isOver()) return;
    // The words are the verdict's (updateHead); the search's numbers go to the tooltip.
    if (!verdict_)
        engineHead_->setText(
            ValueWords::verdict(info.sideToMove, info.value, info.proven, info.plies, info.score));
    pv_ = info.pv;
    setExpected(info.pv.isEmpty() ? QString() : tr("Expects: %1").arg(info.pv));
    const QString detail = info.depth > 0
                               ? tr("Depth %1 · %2")
                                     .arg(QLocale().toString(info.depth))
                                     .arg(ValueWords::forSides(info.sideToMove, info.value,
                                                               info.proven, info.plies, info.score))
                               : ValueWords::forSides(info.sideToMove, info.value, info.proven,
                                                      info.plies, info.score);
    engineHead_->setToolTip(detail);
}

void SidePanel::setThinking(bool thinking) {
    thinking_ = thinking;
    if (thinking) {
        pv_.clear();
        setExpected(QString());
    }
    updateHead();
}

QString SidePanel::clockText(qint64 ms) {
    const QLocale l;
    const QChar zero = l.zeroDigit().at(0);
    if (ms > 0 && ms < 10000) {
        // Tenths at the end, rounded down, so a clock never shows time that is not left.
        return QStringLiteral("%1:%2%3%4")
            .arg(l.toString(0), l.toString(ms / 1000).rightJustified(2, zero), l.decimalPoint(),
                 l.toString((ms % 1000) / 100));
    }
    const qint64 s = std::max<qint64>(0, ms / 1000);
    return QStringLiteral("%1:%2").arg(l.toString(s / 60),
                                       l.toString(s % 60).rightJustified(2, zero));
}

void SidePanel::showClocks(std::optional<bagh::games::Clocks> clocks, std::optional<Side> running) {
    clockRow_->setVisible(clocks.has_value());
    // The clocks' row comes out of the move list's least height (two rows instead of three),
    // so the panel still fits 1280×720 in Nepali's taller script.
    moveView_->setMinimumHeight(clocks ? 48 : 72);
    if (!clocks) return;
    auto show = [&](QLabel* label, Side side) {
        const qint64 ms = clocks->of(side);
        const bool runs = running == side;
        // The running clock in bold with a mark, and red in its last ten seconds.
        QString time = clockText(ms).toHtmlEscaped();
        if (runs && ms < 10000)
            time = QStringLiteral("<span style=\"color:#d0342c\">%1</span>").arg(time);
        label->setText(QStringLiteral("%1 <span style=\"font-size:18px;%2\">%3%4</span>")
                           .arg(sideText(side).toHtmlEscaped(),
                                runs ? QStringLiteral("font-weight:bold") : QString(),
                                runs ? QStringLiteral("▶ ") : QString(), time));
        label->setAccessibleName(tr("%1: %2 left").arg(sideText(side), clockText(ms)));
    };
    show(goatsClock_, Side::Goats);
    show(tigersClock_, Side::Tigers);
}

QString SidePanel::clockShown(Side side) const {
    return (side == Side::Goats ? goatsClock_ : tigersClock_)->accessibleName();
}

void SidePanel::resetEngine() {
    pv_.clear();
    engineHead_->setToolTip(QString());
    setExpected(QString());
    updateHead();
}

QString SidePanel::engineText() const { return engineHead_->text(); }

void SidePanel::addCard(QWidget* card) { layout()->addWidget(card); }

void SidePanel::addCardAfterCounts(QWidget* card) {
    // The turn's card and the counts' come first.
    static_cast<QVBoxLayout*>(layout())->insertWidget(2, card);
}

QString SidePanel::turnText() const { return turnLabel_->text(); }
QString SidePanel::expectedText() const { return enginePv_->text(); }
QString SidePanel::playerText() const { return playerLabel_->text(); }
int SidePanel::capturedShown() const { return captured_->marked(); }
int SidePanel::blockedShown() const { return blocked_->marked(); }

QScrollArea* SidePanel::inScrollArea() {
    auto* panelScroll = new QScrollArea;
    panelScroll->setObjectName(QStringLiteral("sidePanelScroll"));
    panelScroll->setWidget(this);
    panelScroll->setWidgetResizable(true);
    panelScroll->setFrameShape(QFrame::NoFrame);
    panelScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The arrows step through the moves (Move menu), not the panel.
    panelScroll->setFocusPolicy(Qt::NoFocus);
    panelScroll->setFixedWidth(300 + panelScroll->verticalScrollBar()->sizeHint().width());
    // Over the window's own background, not the scroll area's plain one.
    panelScroll->viewport()->setAutoFillBackground(false);
    setAutoFillBackground(false);
    return panelScroll;
}
