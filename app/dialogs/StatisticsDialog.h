// Game ▸ Statistics…: the player's record against the computer (PlayerRecord), a row per
// opponent level and a column group per side the player took, with a total row; below it the
// tutor's warnings (how many, how many moves taken back). Reset clears the record after asking.
#pragma once

#include <QDialog>

#include "engine/core/Types.h"
#include "files/PlayerRecord.h"

class QGridLayout;
class QLabel;
class QPushButton;

class StatisticsDialog : public QDialog {
    Q_OBJECT

public:
    // Shows the record kept in QSettings.
    explicit StatisticsDialog(QWidget* parent = nullptr);

    const PlayerRecord& record() const { return record_; }
    // The number shown for `level` (0: the all-levels row), `side` and `what` (0 wins,
    // 1 draws, 2 losses), as the player reads it.
    QString cellText(int level, bagh::Side side, int what) const;
    QPushButton* resetButton() const { return reset_; }
    // The tutor's line as the player reads it.
    QString tutorText() const;

private:
    void showRecord();
    void reset();
    QLabel* cell(int level, bagh::Side side, int what) const;

    PlayerRecord record_;
    QGridLayout* grid_;
    QLabel* empty_;
    QLabel* tutor_;
    QPushButton* reset_;
};
