// The end-of-game message laid over the board: who won and why, the match score when a match
// is on, and buttons to go on. Not a modal box, so the final position stays visible and
// nothing blocks (tests, screenshots, a computer-vs-computer session left running).
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

class ResultBanner : public QFrame {
    Q_OBJECT

public:
    explicit ResultBanner(QWidget* parent = nullptr);

    // Shows `title` and `detail`; `nextLabel` non-empty adds a second button (next match game).
    void showResult(const QString& title, const QString& detail, const QString& nextLabel);
    QString title() const;
    QString detail() const;

signals:
    void playAgainClicked();
    void nextClicked();

private:
    QLabel* title_;
    QLabel* detail_;
    QPushButton* again_;
    QPushButton* next_;
};
