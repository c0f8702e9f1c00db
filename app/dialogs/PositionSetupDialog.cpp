#include "dialogs/PositionSetupDialog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "board/SetupBoard.h"
#include "dialogs/FitToScreen.h"
#include "engine/core/Obx.h"
#include "session/EngineWords.h"

using namespace bagh;

PositionSetupDialog::PositionSetupDialog(const Position& initial, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Set Up Position"));
    board_ = new SetupBoard;

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
    inHand_->setRange(0, kGoats);
    captured_ = new QSpinBox;
    captured_->setRange(0, kCapturesToWin);
    obx_ = new QLineEdit;
    obx_->setObjectName(QStringLiteral("setupObx"));
    obx_->setToolTip(tr("Type or paste an OBX record and press Enter to load it"));
    error_ = new QLabel;
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: #ff8a70;"));
    analyse_ = new QCheckBox(tr("Analyse this position (analysis mode)"));

    auto* start = new QPushButton(tr("Start Position"));
    auto* clear = new QPushButton(tr("Clear Goats"));
    connect(start, &QPushButton::clicked, this, [this] { setFrom(Position::start()); });
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
    right->addWidget(new QLabel(tr("OBX record")));
    right->addWidget(obx_);
    right->addWidget(error_);
    right->addWidget(analyse_);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* top = new QHBoxLayout;
    top->addWidget(board_, 1);
    top->addLayout(right);
    FitToScreen::setBody(this, top, buttons_);  // the buttons stay in view on a small screen
    resize(760, 440);

    connect(board_, &SetupBoard::changed, this, &PositionSetupDialog::onBoardChanged);
    connect(side_, &QComboBox::currentIndexChanged, this, &PositionSetupDialog::validate);
    connect(inHand_, &QSpinBox::valueChanged, this, &PositionSetupDialog::validate);
    connect(captured_, &QSpinBox::valueChanged, this, [this] {
        if (updating_) return;
        // Captured goats come out of the goats in hand, as when editing the board.
        updating_ = true;
        inHand_->setValue(std::max(0, kGoats - popcount(board_->goats()) - captured_->value()));
        updating_ = false;
        validate();
    });
    connect(obx_, &QLineEdit::returnPressed, this, [this] { loadRecord(obx_->text()); });
    // A typed record shows on the board as soon as it reads, so Start never starts anything
    // but what the box says; while it does not read, the reason shows and Start is off. The
    // box keeps the text as typed (no rewriting under the cursor) until Enter or a change of
    // the other controls.
    connect(obx_, &QLineEdit::textEdited, this, [this](const QString& text) {
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

void PositionSetupDialog::onBoardChanged() {
    if (updating_) return;
    // Goats put on the board come out of the hand, so the count stays right by itself.
    updating_ = true;
    inHand_->setValue(std::max(0, kGoats - popcount(board_->goats()) - captured_->value()));
    updating_ = false;
    validate();
}

Position PositionSetupDialog::built() const {
    return Position::fromParts(board_->tigers(), board_->goats(), inHand_->value(),
                               captured_->value(),
                               side_->currentIndex() == 0 ? Side::Goats : Side::Tigers);
}

QString PositionSetupDialog::record() const { return QString::fromStdString(writeObx(built())); }

void PositionSetupDialog::validate() {
    if (updating_) return;
    const QString text = record();
    if (!typing_) obx_->setText(text);
    const ObxParseResult r = parseObx(text.toStdString());
    error_->setText(r.ok ? QString() : EngineWords::obxError(r.error));
    error_->setVisible(!r.ok);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(r.ok);
}

bool PositionSetupDialog::loadRecord(const QString& text) {
    const ObxParseResult r = parseObx(text.trimmed().toStdString());
    if (!r.ok) {
        error_->setText(EngineWords::obxError(r.error));
        error_->setVisible(true);
        buttons_->button(QDialogButtonBox::Ok)->setEnabled(false);
        return false;
    }
    setFrom(r.record.position);
    return true;
}

bool PositionSetupDialog::isValid() const {
    return buttons_->button(QDialogButtonBox::Ok)->isEnabled();
}

QString PositionSetupDialog::errorText() const { return error_->text(); }

bool PositionSetupDialog::startAnalysis() const { return analyse_->isChecked(); }
