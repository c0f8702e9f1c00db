// The shown position as a record (RULES.md: OBX for Bagh-Chal, the Lambs record for Lambs and
// Tigers), always in view: copy it, switch Bagh-Chal's dialect (seed or OBX 2.0) for export, or
// type / paste a record and press Enter to load it. A record the engine's reader refuses is
// reported under the box with the field at fault.
#pragma once

#include <QFrame>

#include "engine/games/GameTypes.h"

class QLabel;
class QLineEdit;
class QToolButton;

class ObxBox : public QFrame {
    Q_OBJECT

public:
    explicit ObxBox(QWidget* parent = nullptr);

    // Shows `pos` (with its last move) unless the player is editing the box.
    void setPosition(const bagh::games::Position& pos, bagh::games::Move lastMove);
    // The record for the shown position in the chosen dialect.
    QString record() const;
    void showError(const QString& error);
    void clearError();
    QString errorText() const;

    QLineEdit* edit() const { return edit_; }
    QToolButton* copyButton() const { return copy_; }
    QToolButton* dialectButton() const { return v2_; }

signals:
    // The player asks to load `text` as the new position.
    void loadRequested(const QString& text);

protected:
    // Leaving the box with an edit that was not loaded shows the position's record again.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh();
    // The record whole in its box where a smaller font lets it (down to 75 %).
    void fitText();

    QLabel* title_;
    QLineEdit* edit_;
    QToolButton* copy_;
    QToolButton* v2_;
    QLabel* error_;
    bagh::games::Position pos_;
    bagh::games::Move lastMove_;
};
