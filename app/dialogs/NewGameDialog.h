// Asks how the next game is played: against the computer (side and level), two players at one
// screen, or the computer against itself (with a speed); the repetition house rule; a single
// game or a traditional match of two games with sides swapped; clocks for two players; the
// tutor (off unless chosen).
#pragma once

#include <QDialog>

#include "session/GameSetup.h"

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QSlider;
class QLabel;
class TimeControlEdit;

class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewGameDialog(const GameSetup& initial, QWidget* parent = nullptr);

    // The setup as the dialog's controls show it now.
    GameSetup setup() const;
    TimeControlEdit* clockEdit() const { return clock_; }

private:
    void showEvent(QShowEvent* event) override;
    void updateEnabled();
    // What `level` does, in a sentence a player understands; the top level's words say whether
    // it is perfect in the game chosen (`perfect`).
    static QString levelDescription(int level, bool lambs, bool perfect);

    QComboBox* game_;
    QComboBox* captures_;
    QFormLayout* gameForm_;
    QButtonGroup* mode_;
    QComboBox* side_;
    QComboBox* level_;
    QLabel* levelHint_;
    QComboBox* rule_;
    bool shownLambs_ = false;  // the game whose rows the dialog was last sized for
    QCheckBox* match_;
    QCheckBox* tutor_;
    TimeControlEdit* clock_;
    QSlider* speed_;
    QLabel* speedLabel_;
    QLabel* speedTitle_;
    QFormLayout* form_;
};
