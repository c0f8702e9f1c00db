// Position setup, for either game: put and remove tigers and goats on the game's board, choose
// the side to move, goats in hand and captured, or type a position record (OBX for Bagh-Chal,
// the Lambs record for Lambs and Tigers). The position is checked by the game's own record
// reader as it changes; what is wrong shows in the player's words (EngineWords for OBX), and
// Start stays disabled until the position is valid. The result is the position and its record,
// for the window to load.
#pragma once

#include <QDialog>

#include "engine/games/GameTypes.h"

namespace bagh {
struct ObxError;
}
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class SetupBoard;

class PositionSetupDialog : public QDialog {
    Q_OBJECT

public:
    // Sets up a position of `initial`'s game (its kind and its captures rule), from `initial`.
    explicit PositionSetupDialog(const bagh::games::Position& initial, QWidget* parent = nullptr);

    bagh::games::GameKind kind() const { return kind_; }
    // The position as the controls show it, built by the game's own rules types, so its key is
    // the game's (valid or not: see isValid()).
    bagh::games::Position built() const;
    // The same position as the game's record: a seed-dialect OBX record for Bagh-Chal, the
    // Lambs record (lambs/Record.h) for Lambs and Tigers.
    QString record() const;
    // True if the record is a valid position (Start is enabled).
    bool isValid() const;
    // What is wrong with an invalid position, in the player's words, else empty.
    QString errorText() const;
    // Start in analysis mode rather than play.
    bool startAnalysis() const;

    SetupBoard* board() const { return board_; }
    QLineEdit* recordEdit() const { return record_; }
    QSpinBox* inHandBox() const { return inHand_; }
    QSpinBox* capturedBox() const { return captured_; }
    QComboBox* sideBox() const { return side_; }

    // Loads a record of the dialog's game into the controls; on error shows it and changes
    // nothing.
    bool loadRecord(const QString& text);

private:
    void setFrom(const bagh::games::Position& pos);
    void validate();
    void onBoardChanged();
    void showError(const QString& error);
    // The goats neither on the board nor captured: the hand, as the board and the captured box
    // say.
    int goatsLeftInHand() const;
    // What is wrong with `pos` (its record `text`), in words; empty if it is valid.
    QString problem(const bagh::games::Position& pos, const QString& text) const;
    // A record reader's error in words.
    QString readingError(const bagh::ObxError& error) const;

    bagh::games::GameKind kind_;
    int capturesToWin_;
    SetupBoard* board_;
    QComboBox* side_;
    QSpinBox* inHand_;
    QSpinBox* captured_;
    QLineEdit* record_;
    QLabel* error_;
    QCheckBox* analyse_;
    QDialogButtonBox* buttons_;
    bool updating_ = false;
    bool typing_ = false;  // the record box is being edited: validate() leaves its text alone
};
