// A time control as a player sets it: a box to play with clocks, the minutes each side has and
// the seconds added after each move. Used by New Game (two players at one screen) and by Play
// Over the Network (the host's clock).
#pragma once

#include <QWidget>
#include <optional>

#include "engine/games/GameClock.h"

class QCheckBox;
class QSpinBox;

class TimeControlEdit : public QWidget {
    Q_OBJECT

public:
    explicit TimeControlEdit(QWidget* parent = nullptr);

    // None when the box is off.
    std::optional<bagh::games::TimeControl> timeControl() const;
    // Shows `control` (none: the box off, the last minutes and increment kept).
    void setTimeControl(std::optional<bagh::games::TimeControl> control);

    QCheckBox* enabledBox() const { return on_; }
    QSpinBox* minutesBox() const { return minutes_; }
    QSpinBox* incrementBox() const { return increment_; }

private:
    QCheckBox* on_;
    QSpinBox* minutes_;
    QSpinBox* increment_;
};
