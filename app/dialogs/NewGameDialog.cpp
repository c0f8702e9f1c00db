#include "dialogs/NewGameDialog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSlider>
#include <QTimer>
#include <QVBoxLayout>

#include "dialogs/TimeControlEdit.h"
#include "session/EngineWorker.h"
#include "session/RulesData.h"
#include "ui/CapturesBox.h"
#include "ui/FitToScreen.h"

using bagh::Side;

NewGameDialog::NewGameDialog(const GameSetup& initial, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New game"));
    auto* layout = new QVBoxLayout;  // the body: scrolls on a screen too small for it

    auto* gameForm = new QFormLayout;
    game_ = new QComboBox;
    game_->addItem(tr("Bagh-Chal: 4 tigers, 20 goats, 5 × 5 points"),
                   rulesdata::kindData(GameKind::BaghChal));
    game_->addItem(tr("Lambs and Tigers: 3 tigers, 15 goats, 23 points"),
                   rulesdata::kindData(GameKind::Lambs));
    game_->setCurrentIndex(std::max(0, game_->findData(rulesdata::kindData(initial.game))));
    gameForm->addRow(tr("Game"), game_);
    auto* captures = new CapturesBox;
    captures->setCaptures(initial.lambsCaptures);
    captures_ = captures;
    captures_->setToolTip(tr("When the tigers win Lambs and Tigers (house rules differ)"));
    gameForm->addRow(tr("Tigers win at"), captures_);
    gameForm_ = gameForm;
    layout->addLayout(gameForm);

    auto* modes = new QGroupBox(tr("Players"));
    auto* modeLayout = new QVBoxLayout(modes);
    mode_ = new QButtonGroup(this);
    const QString names[] = {tr("Play against the computer"), tr("Two players at this screen"),
                             tr("Watch the computer play itself")};
    for (int i = 0; i < 3; ++i) {
        auto* b = new QRadioButton(names[i]);
        mode_->addButton(b, i);
        modeLayout->addWidget(b);
    }
    // A network game's setup offers two players at this screen (network play is its own dialog).
    const GameMode shown = initial.mode == GameMode::Network ? GameMode::TwoPlayers : initial.mode;
    mode_->button(static_cast<int>(shown))->setChecked(true);
    layout->addWidget(modes);

    auto* form = new QFormLayout;
    side_ = new QComboBox;
    side_->addItem(tr("Goats (move first)"), 0);
    side_->addItem(tr("Tigers"), 1);
    side_->setCurrentIndex(initial.humanSide == Side::Tigers ? 1 : 0);
    form->addRow(tr("You play"), side_);
    level_ = new QComboBox;
    for (int i = 1; i <= EngineWorker::levelCount(); ++i)  // the top level's name: below
        level_->addItem(
            QStringLiteral("%1 · %2").arg(QLocale().toString(i), EngineWorker::levelName(i, true)),
            i);
    level_->setCurrentIndex(std::clamp(initial.level, 1, EngineWorker::levelCount()) - 1);
    form->addRow(tr("Computer level"), level_);
    levelHint_ = new QLabel;
    levelHint_->setWordWrap(true);
    // Room for the longest description, so the form does not jump or clip as the level changes.
    levelHint_->setMinimumHeight(levelHint_->fontMetrics().lineSpacing() * 4 + 4);
    levelHint_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    form->addRow(QString(), levelHint_);
    speed_ = new QSlider(Qt::Horizontal);
    speed_->setRange(0, 3000);
    speed_->setSingleStep(100);
    speed_->setPageStep(500);
    speed_->setValue(initial.cvcDelayMs);
    speedLabel_ = new QLabel;
    auto* speedRow = new QHBoxLayout;
    speedRow->addWidget(speed_, 1);
    speedRow->addWidget(speedLabel_);
    // The computer's own thinking time is its level's; this is only how long each move
    // stays on screen when the computer plays itself.
    speedTitle_ = new QLabel(tr("Pause between moves"));
    speedTitle_->setBuddy(speed_);  // the slider's name for a screen reader
    form->addRow(speedTitle_, speedRow);
    speed_->setToolTip(tr("How long each move stays on the board when the computer plays itself"));
    rule_ = new QComboBox;
    rule_->addItem(tr("Third repetition of a position is a draw"),
                   rulesdata::ruleData(bagh::RepetitionRule::ThirdOccurrenceDraws));
    rule_->addItem(tr("Traditional: no move may repeat a position"),
                   rulesdata::ruleData(bagh::RepetitionRule::NoRecurrence));
    rule_->setCurrentIndex(std::max(0, rule_->findData(rulesdata::ruleData(initial.rule))));
    form->addRow(tr("Repetition"), rule_);
    match_ = new QCheckBox(tr("Traditional match: two games, sides swapped"));
    match_->setChecked(initial.match);
    form->addRow(QString(), match_);
    tutor_ = new QCheckBox(tr("Tutor: warn before a move that throws a result away"));
    tutor_->setToolTip(
        tr("Before a move of yours gives a proven win or draw away, the tutor says so and "
           "lets you take it back"));
    tutor_->setChecked(initial.tutor);
    form->addRow(QString(), tutor_);
    clock_ = new TimeControlEdit;
    clock_->setTimeControl(initial.clock);
    form->addRow(tr("Time"), clock_);
    layout->addLayout(form);
    form_ = form;

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    FitToScreen::setBody(this, layout, buttons);

    connect(mode_, &QButtonGroup::idClicked, this, &NewGameDialog::updateEnabled);
    connect(speed_, &QSlider::valueChanged, this, &NewGameDialog::updateEnabled);
    connect(level_, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateEnabled);
    connect(game_, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateEnabled);
    connect(captures_, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateEnabled);
    updateEnabled();
}

void NewGameDialog::showEvent(QShowEvent* event) {
    shownLambs_ = rulesdata::kindOf(game_->currentData()) == GameKind::Lambs;
    QDialog::showEvent(event);
}

void NewGameDialog::updateEnabled() {
    const auto mode = static_cast<GameMode>(mode_->checkedId());
    // A control that does not apply looks off, its label with it.
    auto enable = [this](QWidget* field, bool on) {
        field->setEnabled(on);
        if (QWidget* label = form_->labelForField(field)) label->setEnabled(on);
    };
    enable(side_, mode == GameMode::HumanVsComputer);
    enable(level_, mode != GameMode::TwoPlayers);
    enable(clock_, mode == GameMode::TwoPlayers);
    // The tutor serves a person at this screen; the computer against itself has none.
    tutor_->setEnabled(mode != GameMode::ComputerVsComputer);
    speed_->setEnabled(mode == GameMode::ComputerVsComputer);
    speedLabel_->setEnabled(speed_->isEnabled());
    speedTitle_->setEnabled(speed_->isEnabled());
    speedLabel_->setText(tr("%1 s").arg(QLocale().toString(speed_->value() / 1000.0, 'f', 1)));
    levelHint_->setEnabled(level_->isEnabled());
    // Only the rules of the game chosen show: Lambs and Tigers has its own capture rule (Bagh-
    // Chal's tigers always win at five), and no traditional match or repetition rule.
    const bool lambs = rulesdata::kindOf(game_->currentData()) == GameKind::Lambs;
    gameForm_->setRowVisible(captures_, lambs);
    captures_->setEnabled(lambs);  // hidden, and out of reach of the keyboard too
    form_->setRowVisible(match_, !lambs);
    form_->setRowVisible(rule_, !lambs);
    // Bagh-Chal's rows appear when it is chosen in the open dialog: it grows to hold them
    // where the screen has room, instead of scrolling.
    if (isVisible() && lambs != shownLambs_) {
        shownLambs_ = lambs;
        QTimer::singleShot(0, this, [this] {
            // The body's layout first takes in the rows shown and hidden.
            if (auto* area = findChild<QScrollArea*>(); area && area->widget()) {
                area->widget()->layout()->activate();
                area->updateGeometry();  // the dialog's layout keeps the area's old hint
            }
            layout()->activate();
            resize(size().expandedTo(sizeHint()));
            FitToScreen::fit(this);
        });
    }
    // The top level is Perfect for the game and rule chosen only where the tables at hand
    // decide every position (EngineWorker::topLevelPerfect).
    const GameSetup chosen = setup();
    const bool perfect = EngineWorker::topLevelPerfect(chosen.game, chosen.capturesToWin());
    const int top = EngineWorker::levelCount();
    level_->setItemText(top - 1,
                        QStringLiteral("%1 · %2").arg(QLocale().toString(top),
                                                      EngineWorker::levelName(top, perfect)));
    levelHint_->setText(levelDescription(level_->currentData().toInt(), lambs, perfect));
}

QString NewGameDialog::levelDescription(int level, bool lambs, bool perfect) {
    if (level >= 6 && perfect)
        return tr(
            "Knows the solved game: never gives a drawn or won game away, and plays on "
            "to win.");
    if (level >= 6)
        return lambs ? tr("Exact in the sliding phase and the first moves, reads the rest; "
                          "perfect once this rule is solved (Tools ▸ Solve the Whole Game…).")
                     : tr("Exact in the endgame and the first moves, reads the rest; perfect "
                          "with the full tables (Tools ▸ Solve the Whole Game…).");
    // engine/search/Levels.cpp has what each level does; docs/FIGURES.md has the match results.
    switch (level) {
        case 1:
            return tr(
                "Reads two moves ahead and often misjudges: sees a capture in front of it, "
                "little more.");
        case 2:
            return tr(
                "Reads three moves ahead: leaves no goat to be taken for nothing, but "
                "misjudges positions.");
        case 3:
            return tr("Reads four moves ahead, with the odd misjudgement.");
        case 4:
            return tr("Reads five moves ahead and plays the best move it sees.");
        default:
            return tr("Reads eight moves ahead; plays the endgame by reading, as people do.");
    }
}

GameSetup NewGameDialog::setup() const {
    GameSetup s;
    s.mode = static_cast<GameMode>(mode_->checkedId());
    s.humanSide = side_->currentData().toInt() == 1 ? Side::Tigers : Side::Goats;
    s.level = level_->currentData().toInt();
    s.match = match_->isChecked();
    s.tutor = tutor_->isChecked();
    s.cvcDelayMs = speed_->value();
    s.setRules({rulesdata::kindOf(game_->currentData()), captures_->currentData().toInt(),
                rulesdata::ruleOf(rule_->currentData())});
    // Kept for the next two-player game even when this one has none.
    s.clock = clock_->timeControl();
    return s;
}
