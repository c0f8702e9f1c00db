// Position setup: put and remove tigers and goats on a board, choose the side to move, goats in
// hand and captured, or type an OBX record. The position is checked by the engine's own OBX
// reader (parseObx) as it changes; what is wrong shows in the player's words (EngineWords), and
// Start stays disabled until the position is valid. The result is an OBX record for the window to
// load.
#pragma once

#include <QDialog>

#include "engine/core/Position.h"

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
    explicit PositionSetupDialog(const bagh::Position& initial, QWidget* parent = nullptr);

    // The position as the controls show it, as a seed-dialect OBX record.
    QString record() const;
    // True if the record is a valid position (Start is enabled).
    bool isValid() const;
    // What is wrong with an invalid position, in the player's words (EngineWords), else empty.
    QString errorText() const;
    // Start in analysis mode rather than play.
    bool startAnalysis() const;

    SetupBoard* board() const { return board_; }
    QLineEdit* obxEdit() const { return obx_; }
    QSpinBox* inHandBox() const { return inHand_; }
    QSpinBox* capturedBox() const { return captured_; }
    QComboBox* sideBox() const { return side_; }

    // Loads an OBX record into the controls; on error shows it and changes nothing.
    bool loadRecord(const QString& text);

private:
    void setFrom(const bagh::Position& pos);
    bagh::Position built() const;
    void validate();
    void onBoardChanged();

    SetupBoard* board_;
    QComboBox* side_;
    QSpinBox* inHand_;
    QSpinBox* captured_;
    QLineEdit* obx_;
    QLabel* error_;
    QCheckBox* analyse_;
    QDialogButtonBox* buttons_;
    bool updating_ = false;
    bool typing_ = false;  // the OBX box is being edited: validate() leaves its text alone
};
