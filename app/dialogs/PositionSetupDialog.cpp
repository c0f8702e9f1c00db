#include "dialogs/PositionSetupDialog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <bit>

#include "board/SetupBoard.h"
#include "engine/core/Obx.h"
#include "engine/games/AnyGame.h"
#include "engine/games/BoardShape.h"
#include "engine/games/PositionParts.h"
#include "session/EngineWords.h"
#include "ui/FitToScreen.h"

using bagh::Side;
using namespace bagh::games;

namespace {

// The rule a record is read under: it decides no validity, only what a game would forbid later.
constexpr bagh::RepetitionRule kRule = bagh::RepetitionRule::ThirdOccurrenceDraws;

// A count in the player's digits, as EngineWords writes them.
QString num(int n) { return QLocale().toString(n); }

}  // namespace

PositionSetupDialog::PositionSetupDialog(const Position& initial, QWidget* parent)
    : QDialog(parent), kind_(initial.kind()), capturesToWin_(initial.capturesToWin()) {
    setWindowTitle(tr("Set Up Position"));
    const BoardShape& shape = boardShape(kind_);
    const bool lambs = kind_ == GameKind::Lambs;
    board_ = new SetupBoard;
    board_->setKind(kind_);

    auto* tools = new QButtonGroup(this);
    auto* toolRow = new QHBoxLayout;
    const std::pair<QString, SetupBoard::Tool> toolList[] = {
        {tr("Goat"), SetupBoard::Tool::Goat},
        {tr("Tiger"), SetupBoard::Tool::Tiger},
        {tr("Empty"), SetupBoard::Tool::Empty}};
    for (const auto& [text, tool] : toolList) {
        auto* b = new QRadioButton(text);
        tools->addButton(b);
        toolRow->addWidget(b);
        connect(b, &QRadioButton::toggled, this, [this, tool = tool](bool on) {
            if (on) board_->setTool(tool);
        });
        if (tool == SetupBoard::Tool::Goat) b->setChecked(true);
    }
    toolRow->addStretch(1);

    side_ = new QComboBox;
    side_->addItem(tr("Goats"));
    side_->addItem(tr("Tigers"));
    inHand_ = new QSpinBox;
    inHand_->setRange(0, shape.goats);
    captured_ = new QSpinBox;
    // Up to the captures that end the game, as the game's record reader allows.
    captured_->setRange(0, capturesToWin_);
    record_ = new QLineEdit;
    record_->setObjectName(QStringLiteral("setupObx"));
    record_->setToolTip(lambs ? tr("Type or paste a position record and press Enter to load it")
                              : tr("Type or paste an OBX record and press Enter to load it"));
    error_ = new QLabel;
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: #ff8a70;"));
    analyse_ = new QCheckBox(tr("Analyse this position (analysis mode)"));

    auto* start = new QPushButton(tr("Start Position"));
    auto* clear = new QPushButton(tr("Clear Goats"));
    connect(start, &QPushButton::clicked, this,
            [this] { setFrom(Game::start(kind_, kRule, capturesToWin_).startPosition()); });
    connect(clear, &QPushButton::clicked, this, [this] {
        board_->setPieces(board_->tigers(), 0);
        onBoardChanged();
    });

    auto* form = new QFormLayout;
    form->addRow(tr("Side to move"), side_);
    form->addRow(tr("Goats in hand"), inHand_);
    form->addRow(tr("Goats captured"), captured_);
    auto* presets = new QHBoxLayout;
    presets->addWidget(start);
    presets->addWidget(clear);

    auto* right = new QVBoxLayout;
    right->addWidget(
        new QLabel(tr("Click a point to put the chosen piece there; click it again "
                      "or right-click to clear it.")));
    right->itemAt(0)->widget()->setProperty("wordWrap", true);
    right->addLayout(toolRow);
    right->addLayout(form);
    right->addLayout(presets);
    right->addStretch(1);
    auto* recordLabel = new QLabel(lambs ? tr("Position record") : tr("OBX record"));
    recordLabel->setBuddy(record_);  // the box's name for a screen reader
    right->addWidget(recordLabel);
    right->addWidget(record_);
    right->addWidget(error_);
    right->addWidget(analyse_);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* top = new QHBoxLayout;
    top->addWidget(board_, 1);
    top->addLayout(right);
    // The buttons stay in view on a small screen; the dialog opens as large as its board and
    // column ask (FitToScreen, within the screen), so either game's board shows whole.
    FitToScreen::setBody(this, top, buttons_);

    connect(board_, &SetupBoard::changed, this, &PositionSetupDialog::onBoardChanged);
    connect(side_, &QComboBox::currentIndexChanged, this, &PositionSetupDialog::validate);
    connect(inHand_, &QSpinBox::valueChanged, this, &PositionSetupDialog::validate);
    connect(captured_, &QSpinBox::valueChanged, this, [this] {
        if (updating_) return;
        // Captured goats come out of the goats in hand, as when editing the board.
        updating_ = true;
        inHand_->setValue(goatsLeftInHand());
        updating_ = false;
        validate();
    });
    connect(record_, &QLineEdit::returnPressed, this, [this] { loadRecord(record_->text()); });
    // A typed record shows on the board as soon as it reads, so Start never starts anything
    // but what the box says; while it does not read, the reason shows and Start is off. The
    // box keeps the text as typed (no rewriting under the cursor) until Enter or a change of
    // the other controls.
    connect(record_, &QLineEdit::textEdited, this, [this](const QString& text) {
        typing_ = true;
        loadRecord(text);
        typing_ = false;
    });
    setFrom(initial);
}

void PositionSetupDialog::setFrom(const Position& pos) {
    updating_ = true;
    board_->setPieces(pos.tigers(), pos.goats());
    side_->setCurrentIndex(pos.sideToMove() == Side::Goats ? 0 : 1);
    inHand_->setValue(pos.goatsInHand());
    captured_->setValue(pos.goatsCaptured());
    updating_ = false;
    validate();
}

int PositionSetupDialog::goatsLeftInHand() const {
    return std::max(0,
                    boardShape(kind_).goats - std::popcount(board_->goats()) - captured_->value());
}

void PositionSetupDialog::onBoardChanged() {
    if (updating_) return;
    // Goats put on the board come out of the hand, so the count stays right by itself.
    updating_ = true;
    inHand_->setValue(goatsLeftInHand());
    updating_ = false;
    validate();
}

Position PositionSetupDialog::built() const {
    PositionParts parts;
    parts.tigers = board_->tigers();
    parts.goats = board_->goats();
    parts.inHand = inHand_->value();
    parts.captured = captured_->value();
    parts.side = side_->currentIndex() == 0 ? Side::Goats : Side::Tigers;
    parts.ply = 0;  // a position set up starts a game of its own: move number 0
    // Either game's position from its parts, in one place (engine/games/PositionParts.h). One
    // the game refuses is still written out as it stands, so that the record box shows what the
    // board holds while the error says what is wrong with it.
    const PositionBuild b = positionFromParts(kind_, capturesToWin_, parts);
    if (b.ok) return b.position;
    return Position(kind_, capturesToWin_, parts.tigers, parts.goats, parts.inHand, parts.captured,
                    parts.side, 0, 0);
}

QString PositionSetupDialog::record() const { return QString::fromStdString(writeRecord(built())); }

void PositionSetupDialog::showError(const QString& error) {
    error_->setText(error);
    error_->setVisible(!error.isEmpty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(error.isEmpty());
}

void PositionSetupDialog::validate() {
    if (updating_) return;
    const QString text = record();
    if (!typing_) record_->setText(text);
    showError(problem(built(), text));
}

QString PositionSetupDialog::problem(const Position& pos, const QString& text) const {
    const BoardShape& shape = boardShape(kind_);
    if (kind_ == GameKind::Lambs) {
        // The Lambs reader's reasons carry no numbers a translation could use; the counts a
        // player gets wrong on the board are said here, with their numbers.
        const int tigers = std::popcount(pos.tigers()), onBoard = pos.goatsOnBoard();
        if (tigers != shape.tigers)
            return tr("Tigers on the board: %1. The game has exactly %2.")
                .arg(num(tigers), num(shape.tigers));
        const int total = onBoard + pos.goatsInHand() + pos.goatsCaptured();
        if (total != shape.goats)
            return tr("%1 goats on the board, %2 in hand and %3 captured make %4; there are %5 "
                      "goats in all.")
                .arg(num(onBoard), num(pos.goatsInHand()), num(pos.goatsCaptured()), num(total),
                     num(shape.goats));
    }
    const RecordReading r = readRecord(kind_, capturesToWin_, text.toStdString(), kRule);
    return r.ok ? QString() : readingError(r.error);
}

QString PositionSetupDialog::readingError(const bagh::ObxError& e) const {
    if (kind_ == GameKind::BaghChal) return EngineWords::obxError(e);
    // The Lambs record reader names the field at fault (ObxError::where); its reason is the
    // engine's English, so the field alone picks the words.
    const BoardShape& shape = boardShape(kind_);
    switch (e.where) {
        case bagh::ObxField::Pieces:
            return tr("The points do not read: write the rows 0 | 1-6 | 7-12 | 13-18 | 19-22 from "
                      "the top, separated by /, with T for a tiger, G for a goat and a digit for "
                      "empty points; the game has exactly %1 tigers and %2 goats.")
                .arg(num(shape.tigers), num(shape.goats));
        case bagh::ObxField::Turn:
            return tr(
                "The side to move is missing or wrong: write g for the goats or t for the "
                "tigers after the points.");
        case bagh::ObxField::InHand:
            return tr("The goats in hand are missing or wrong: write g and their number (0 to %1) "
                      "after the side to move.")
                .arg(num(shape.goats));
        case bagh::ObxField::Captured:
            return tr("The captured goats are missing or wrong: write c and their number (0 to "
                      "%1).")
                .arg(num(capturesToWin_));
        case bagh::ObxField::Goats:
            return tr("The goats on the board, in hand and captured do not make the %1 goats there "
                      "are.")
                .arg(num(shape.goats));
        case bagh::ObxField::LastMove:
            return tr("The last move does not read: write it as m12, m3-9 or m3x15.");
        case bagh::ObxField::MoveNumber:
            return tr("The move number is not a number.");
        case bagh::ObxField::Record:
        case bagh::ObxField::Captures:
            break;
    }
    return tr("The record does not read: write the points, the side to move, the goats in hand "
              "and the goats captured, as in %1.")
        .arg(QString::fromStdString(Game::start(kind_, kRule, capturesToWin_).record(0)));
}

bool PositionSetupDialog::loadRecord(const QString& text) {
    const RecordReading r = readRecord(kind_, capturesToWin_, text.trimmed().toStdString(), kRule);
    if (!r.ok) {
        showError(readingError(r.error));
        return false;
    }
    setFrom(r.game.startPosition());
    return true;
}

bool PositionSetupDialog::isValid() const {
    return buttons_->button(QDialogButtonBox::Ok)->isEnabled();
}

QString PositionSetupDialog::errorText() const { return error_->text(); }

bool PositionSetupDialog::startAnalysis() const { return analyse_->isChecked(); }
