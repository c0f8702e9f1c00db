// Help ▸ How to Play: the rules of RULES.md in the player's language — board, moves, the end
// of the game, both repetition house rules and the scoring of a traditional match — and how to
// enter moves in this program. A non-modal dialog, so the player can read while playing.
#pragma once

#include <QDialog>

class RulesDialog : public QDialog {
    Q_OBJECT

public:
    explicit RulesDialog(QWidget* parent = nullptr);

    // The page as HTML (also what tests look at).
    static QString html();
};
