// The tutor's warning over the board (like the QuestionBar beside it, never a modal box): what
// the held move loses, Take It Back (Alt+B) and Play It Anyway (Alt+P), the same keys in every
// language; Escape in the bar takes the move back too. When a warning opens the keyboard focus
// moves to Take It Back (a screen reader reads the warning with it), and once it is answered
// the focus goes back where the move came from (the board, the move box; else `returnTo`).
#pragma once

#include <QFrame>
#include <QPointer>

class QLabel;
class QPushButton;
class Tutor;

class TutorBar : public QFrame {
    Q_OBJECT

public:
    TutorBar(Tutor* tutor, QWidget* returnTo, QWidget* parent = nullptr);

    // The warning shown (empty when hidden); for tests and the screen reader.
    QString warning() const;
    QPushButton* takeBackButton() const { return takeBack_; }
    QPushButton* playAnywayButton() const { return playAnyway_; }

private:
    void update();
    bool eventFilter(QObject* watched, QEvent* event) override;
    // Lays the bar over the top of its parent, as wide as it.
    void place();
    // After an answer: the focus back to the board, if it was in the bar.
    void returnFocus();

    Tutor* tutor_;
    QPointer<QWidget> returnTo_;
    QPointer<QWidget> cameFrom_;  // where the focus was when the warning opened
    QLabel* text_;
    QPushButton* takeBack_;
    QPushButton* playAnyway_;
};
