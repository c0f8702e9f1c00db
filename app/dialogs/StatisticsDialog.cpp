#include "dialogs/StatisticsDialog.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

#include "session/EngineWorker.h"

using bagh::Side;

namespace {

// Grid columns: the level's name, then won / drawn / lost as goats, then the same as tigers.
int column(Side side, int what) { return 1 + (side == Side::Goats ? 0 : 3) + what; }
// Grid rows: two header rows, the levels, then the total.
constexpr int kFirstLevelRow = 2;
int row(int level) {
    return level == 0 ? kFirstLevelRow + bagh::kLevels : kFirstLevelRow + level - 1;
}

}  // namespace

StatisticsDialog::StatisticsDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Statistics"));
    auto* layout = new QVBoxLayout(this);
    auto* intro =
        new QLabel(tr("Your games against the computer, by its level and by the side "
                      "you played. A game counts when it ends on the board."));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    grid_ = new QGridLayout;
    grid_->setHorizontalSpacing(14);
    auto header = [this](const QString& text, int r, int c, int span = 1) {
        auto* l = new QLabel(text);
        l->setObjectName(QStringLiteral("cardTitle"));
        l->setAlignment(span > 1 || c > 0 ? Qt::AlignCenter : Qt::AlignLeft | Qt::AlignVCenter);
        grid_->addWidget(l, r, c, 1, span);
    };
    header(tr("Level"), 1, 0);
    header(tr("As goats"), 0, column(Side::Goats, 0), 3);
    header(tr("As tigers"), 0, column(Side::Tigers, 0), 3);
    const QString whats[] = {tr("Won"), tr("Drawn"), tr("Lost")};
    for (Side side : {Side::Goats, Side::Tigers})
        for (int what = 0; what < 3; ++what) header(whats[what], 1, column(side, what));
    for (int level = 0; level <= bagh::kLevels; ++level) {
        const QString name =
            level == 0 ? tr("All levels")
                       : tr("%1 · %2").arg(
                             QLocale().toString(level),
                             EngineWorker::levelName(level, EngineWorker::topLevelPerfect(
                                                                bagh::games::GameKind::BaghChal,
                                                                bagh::kCapturesToWin)));
        grid_->addWidget(new QLabel(name), row(level), 0);
        for (Side side : {Side::Goats, Side::Tigers})
            for (int what = 0; what < 3; ++what) {
                auto* l = new QLabel;
                l->setAlignment(Qt::AlignCenter);
                if (level == 0) l->setStyleSheet(QStringLiteral("font-weight: bold;"));
                grid_->addWidget(l, row(level), column(side, what));
            }
    }
    layout->addLayout(grid_);
    empty_ = new QLabel(tr("No games yet: play one against the computer (Game ▸ New Game)."));
    empty_->setObjectName(QStringLiteral("dimLabel"));
    empty_->setWordWrap(true);
    layout->addWidget(empty_);
    tutor_ = new QLabel;
    tutor_->setWordWrap(true);
    layout->addWidget(tutor_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    reset_ = buttons->addButton(tr("Reset…"), QDialogButtonBox::ResetRole);
    reset_->setToolTip(tr("Forget every game counted here"));
    connect(reset_, &QPushButton::clicked, this, &StatisticsDialog::reset);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    QSettings settings;
    record_ = PlayerRecord::load(settings);
    showRecord();
}

QLabel* StatisticsDialog::cell(int level, Side side, int what) const {
    QLayoutItem* item = grid_->itemAtPosition(row(level), column(side, what));
    return item ? qobject_cast<QLabel*>(item->widget()) : nullptr;
}

QString StatisticsDialog::cellText(int level, Side side, int what) const {
    const QLabel* l = cell(level, side, what);
    return l ? l->text() : QString();
}

void StatisticsDialog::showRecord() {
    for (int level = 0; level <= bagh::kLevels; ++level)
        for (Side side : {Side::Goats, Side::Tigers}) {
            const RecordLine line = level == 0 ? record_.total(side) : record_.line(level, side);
            const int counts[] = {line.wins, line.draws, line.losses};
            for (int what = 0; what < 3; ++what)
                cell(level, side, what)->setText(locale().toString(counts[what]));
        }
    empty_->setVisible(record_.isEmpty());
    const int warnings = record_.tutorWarnings();
    tutor_->setText(
        warnings == 0
            ? tr("The tutor has given no warning yet (Game ▸ New Game: Tutor).")
            : tr("Warnings from the tutor: %1. Moves taken back after one: %2.")
                  .arg(locale().toString(warnings), locale().toString(record_.tutorTakenBack())));
    reset_->setEnabled(!record_.isEmpty() || warnings > 0);
}

QString StatisticsDialog::tutorText() const { return tutor_->text(); }

void StatisticsDialog::reset() {
    const auto answer = QMessageBox::question(
        this, tr("Reset statistics"),
        tr("Forget all your results against the computer? This cannot be undone."),
        QMessageBox::Reset | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Reset) return;
    QSettings settings;
    PlayerRecord::erase(settings);
    record_.clear();
    showRecord();
}
