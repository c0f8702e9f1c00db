// The end-of-game message laid over the board: who won and why, the match score when a match
// is on, and buttons to go on. Not a modal box, so the final position stays visible and
// nothing blocks (tests, screenshots, a computer-vs-computer session left running). "View the
// board" or Esc puts it away; "Review the Game" asks for the game's review.
#pragma once

#include <QFrame>

class QHBoxLayout;
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
    // The widest the banner may be (the board's width): the Review button goes to a second row
    // when one row of buttons would be wider, as it does when a match adds Next game.
    void setRoom(int width);

signals:
    void playAgainClicked();
    // The player wants the final position in full view (the banner hides itself).
    void dismissed();
    void nextClicked();
    // The player wants the game reviewed (Game ▸ Review Game).
    void reviewClicked();

private:
    // Puts the Review button in the first row or the second, as the room and the buttons say.
    void arrange();

    QLabel* title_;
    QLabel* detail_;
    QPushButton* again_;
    QPushButton* next_;
    QPushButton* view_;
    QPushButton* review_;
    QHBoxLayout* extra_;  // a second row of buttons
    int room_ = 0;        // 0: no limit
};
