// The one chooser of when the tigers win Lambs and Tigers (house rules differ): every goat taken,
// five or six; its items carry the captures to win (games::kLambsEveryGoat for every goat). New
// Game, network play's host and the solve dialog all choose with it, so the rules offered and
// their words are written once.
#pragma once

#include <QComboBox>

class CapturesBox : public QComboBox {
    Q_OBJECT

public:
    explicit CapturesBox(QWidget* parent = nullptr);

    // The captures to win chosen.
    int captures() const { return currentData().toInt(); }
    // Chooses `captures`; a rule not offered (a saved game's 1..14) shows as every goat.
    void setCaptures(int captures);
};
